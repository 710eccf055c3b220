/**
 * The business screens' GraphQL operations. Each answer is aliased the same way for every kind
 * (`page`, `entry`, `saved`, `deleted`), so the shared screens take any kind's documents.
 */
import { graphql } from '../gql';

export const BusinessesQuery = graphql(`
  query Businesses($filter: BusinessFilter, $page: Int) {
    page: businesses(filter: $filter, page: $page) {
      content {
        id name closed businessType { id name } city state { id name } country { id name } policy
        accommodations accommodationStatus { ...AccommodationStatusFields }
        reviewCount rating latitude longitude distanceKm
        photos { ...CoverPhotoFields } photoCount needsMet needsTotal
      }
      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText
      origin { displayName latitude longitude }
    }
  }
`);

export const BusinessFieldsFragment = graphql(`
  fragment BusinessFields on Business {
    id name description businessType { id name } address1 address2 city state { id name } country { id name }
    postalCode phoneNumber email website policy policyDescription latitude longitude
    accommodations accommodationConfirmations { key count }
    accommodationStatus { ...AccommodationStatusFields }
    reviewCount rating createdById createdDate modifiedById modifiedDate
  }
`);

export const BusinessQuery = graphql(`
  query Business($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {
    entry: business(id: $id) {
      ...BusinessFields
      closed mergedInto { id name } openReports { reason createdDate }
      photos { ...PhotoFields }
      myReview { ...ReviewFields }
      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) {
        ...ReviewPageFields
      }
    }
  }
`);

export const BusinessForEditQuery = graphql(`
  query BusinessForEdit($id: Int!) {
    entry: business(id: $id) { ...BusinessFields }
  }
`);

export const CreateBusinessMutation = graphql(`
  mutation CreateBusiness($input: BusinessInput!) {
    saved: createBusiness(input: $input) { ...BusinessFields }
  }
`);

export const UpdateBusinessMutation = graphql(`
  mutation UpdateBusiness($id: Int!, $input: BusinessInput!) {
    saved: updateBusiness(id: $id, input: $input) { ...BusinessFields }
  }
`);

export const DeleteBusinessMutation = graphql(`
  mutation DeleteBusiness($id: Int!) {
    deleted: deleteBusiness(id: $id)
  }
`);

export const SetBusinessClosedMutation = graphql(`
  mutation SetBusinessClosed($id: Int!, $closed: Boolean!) {
    saved: setBusinessClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }
  }
`);

export const CheckBusinessAccommodationsMutation = graphql(`
  mutation CheckBusinessAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {
    saved: checkBusinessAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...BusinessFields }
  }
`);
