/**
 * The product screens' GraphQL operations, aliased like every kind's (`page`, `entry`, `saved`, `deleted`), and the
 * companies.
 */
import { graphql } from '../gql';

export const ProductsQuery = graphql(`
  query Products($filter: ProductFilter, $page: Int) {
    page: products(filter: $filter, page: $page) {
      content {
        id name closed productCategoryType { id name } productType { id name } companyEntity { id name }
        accommodations accommodationStatus { ...AccommodationStatusFields } reviewCount rating
        photos { ...CoverPhotoFields } photoCount needsMet needsTotal
      }
      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText
    }
  }
`);

export const CompanyFieldsFragment = graphql(`
  fragment CompanyFields on Company {
    id name address1 address2 city state { id name } country { id name } postalCode phoneNumber email website
    policy policyDescription
  }
`);

export const CompaniesQuery = graphql(`
  query Companies {
    companies { ...CompanyFields }
  }
`);

export const ProductFieldsFragment = graphql(`
  fragment ProductFields on Product {
    id name description manufacturerLink
    productCategoryType { id name }
    productType { id name productCategoryType { id name } }
    companyEntity { ...CompanyFields }
    accommodations accommodationConfirmations { key count }
    accommodationStatus { ...AccommodationStatusFields }
    reviewCount rating createdById createdDate modifiedById modifiedDate
  }
`);

export const ProductQuery = graphql(`
  query Product($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {
    entry: product(id: $id) {
      ...ProductFields
      closed mergedInto { id name } openReports { reason createdDate }
      photos { ...PhotoFields }
      myReview { ...ReviewFields }
      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }
    }
  }
`);

export const ProductForEditQuery = graphql(`
  query ProductForEdit($id: Int!) {
    entry: product(id: $id) { ...ProductFields }
  }
`);

export const CreateProductMutation = graphql(`
  mutation CreateProduct($input: ProductInput!) {
    saved: createProduct(input: $input) { ...ProductFields }
  }
`);

export const UpdateProductMutation = graphql(`
  mutation UpdateProduct($id: Int!, $input: ProductInput!) {
    saved: updateProduct(id: $id, input: $input) { ...ProductFields }
  }
`);

export const DeleteProductMutation = graphql(`
  mutation DeleteProduct($id: Int!) {
    deleted: deleteProduct(id: $id)
  }
`);

export const SetProductClosedMutation = graphql(`
  mutation SetProductClosed($id: Int!, $closed: Boolean!) {
    saved: setProductClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }
  }
`);

export const CheckProductAccommodationsMutation = graphql(`
  mutation CheckProductAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {
    saved: checkProductAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...ProductFields }
  }
`);
