/** The business screens' GraphQL operations. */
import { graphql } from '../gql';

export const BusinessesQuery = graphql(`
  query Businesses($filter: BusinessFilter, $page: Int) {
    businesses(filter: $filter, page: $page) {
      content {
        id name businessType { id name } city state { id name } country { id name } policy reviewCount rating
      }
      totalPages totalElements totalElementsIsEstimate pageNumber
    }
  }
`);

export const BusinessFieldsFragment = graphql(`
  fragment BusinessFields on Business {
    id name description businessType { id name } address1 address2 city state { id name } country { id name }
    postalCode phoneNumber email website policy policyDescription latitude longitude
    reviewCount rating createdById createdDate modifiedById modifiedDate
  }
`);

export const BusinessQuery = graphql(`
  query Business($id: Int!, $reviewsPage: Int) {
    business(id: $id) {
      ...BusinessFields
      reviews(page: $reviewsPage) {
        content { ...ReviewFields }
        totalPages totalElements totalElementsIsEstimate pageNumber
      }
    }
  }
`);

export const BusinessForEditQuery = graphql(`
  query BusinessForEdit($id: Int!) {
    business(id: $id) { ...BusinessFields }
  }
`);

export const CreateBusinessMutation = graphql(`
  mutation CreateBusiness($input: BusinessInput!) {
    createBusiness(input: $input) { ...BusinessFields }
  }
`);

export const UpdateBusinessMutation = graphql(`
  mutation UpdateBusiness($id: Int!, $input: BusinessInput!) {
    updateBusiness(id: $id, input: $input) { ...BusinessFields }
  }
`);

export const DeleteBusinessMutation = graphql(`
  mutation DeleteBusiness($id: Int!) {
    deleteBusiness(id: $id)
  }
`);
