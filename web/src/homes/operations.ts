/** The rental home screens' GraphQL operations, aliased like every kind's (`page`, `entry`, `saved`, `deleted`). */
import { graphql } from '../gql';

export const HomesQuery = graphql(`
  query Homes($filter: HomeFilter, $page: Int) {
    page: homes(filter: $filter, page: $page) {
      content {
        id name closed homeType { id name } people bedrooms petsAllowed
        city state { id name } country { id name } policy
        accommodations accommodationStatus { ...AccommodationStatusFields }
        reviewCount rating latitude longitude distanceKm
        photos { ...CoverPhotoFields } photoCount needsMet needsTotal
      }
      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText
      origin { displayName latitude longitude }
    }
  }
`);

export const HomeFieldsFragment = graphql(`
  fragment HomeFields on Home {
    id name description homeType { id name } people bedrooms bathrooms petsAllowed
    address1 address2 city state { id name } country { id name } postalCode phoneNumber email website
    policy policyDescription latitude longitude
    accommodations accommodationConfirmations { key count }
    accommodationStatus { ...AccommodationStatusFields }
    reviewCount rating createdById createdDate modifiedById modifiedDate
  }
`);

export const HomeQuery = graphql(`
  query Home($id: Int!, $reviewsPage: Int, $reviewsOrder: ReviewOrder, $reviewsLikeMe: Boolean) {
    entry: home(id: $id) {
      ...HomeFields
      closed mergedInto { id name } openReports { reason createdDate }
      photos { ...PhotoFields }
      myReview { ...ReviewFields }
      reviews(page: $reviewsPage, order: $reviewsOrder, likeMe: $reviewsLikeMe) { ...ReviewPageFields }
    }
  }
`);

export const HomeForEditQuery = graphql(`
  query HomeForEdit($id: Int!) {
    entry: home(id: $id) { ...HomeFields }
  }
`);

export const CreateHomeMutation = graphql(`
  mutation CreateHome($input: HomeInput!) {
    saved: createHome(input: $input) { ...HomeFields }
  }
`);

export const UpdateHomeMutation = graphql(`
  mutation UpdateHome($id: Int!, $input: HomeInput!) {
    saved: updateHome(id: $id, input: $input) { ...HomeFields }
  }
`);

export const DeleteHomeMutation = graphql(`
  mutation DeleteHome($id: Int!) {
    deleted: deleteHome(id: $id)
  }
`);

export const SetHomeClosedMutation = graphql(`
  mutation SetHomeClosed($id: Int!, $closed: Boolean!) {
    saved: setHomeClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }
  }
`);

export const CheckHomeAccommodationsMutation = graphql(`
  mutation CheckHomeAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {
    saved: checkHomeAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...HomeFields }
  }
`);
