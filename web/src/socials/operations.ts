/** The social group screens' GraphQL operations, aliased like every kind's (`page`, `entry`, `saved`, `deleted`). */
import { graphql } from '../gql';

export const SocialsQuery = graphql(`
  query Socials($filter: SocialFilter, $page: Int) {
    page: socials(filter: $filter, page: $page) {
      content { id name closed socialType { id name } policy city state { id name } country { id name } active
        accommodations accommodationStatus { ...AccommodationStatusFields }
        latitude longitude distanceKm
        photos { ...CoverPhotoFields } photoCount needsMet needsTotal
      }
      totalPages totalElements totalElementsIsEstimate pageNumber correctedSearchText
      origin { displayName latitude longitude }
    }
  }
`);

export const SocialFieldsFragment = graphql(`
  fragment SocialFields on Social {
    id name description socialType { id name } frequencyType { id name } website contactName phoneNumber email
    policy policyDescription address1 address2 city state { id name } country { id name } postalCode active
    accommodations accommodationStatus { ...AccommodationStatusFields }
    latitude longitude createdById createdByUsername createdDate modifiedById modifiedByUsername modifiedDate
  }
`);

export const SocialQuery = graphql(`
  query Social($id: Int!) {
    entry: social(id: $id) {
      ...SocialFields closed mergedInto { id name } openReports { reason createdDate } photos { ...PhotoFields }
    }
  }
`);

export const CreateSocialMutation = graphql(`
  mutation CreateSocial($input: SocialInput!) {
    saved: createSocial(input: $input) { ...SocialFields }
  }
`);

export const UpdateSocialMutation = graphql(`
  mutation UpdateSocial($id: Int!, $input: SocialInput!) {
    saved: updateSocial(id: $id, input: $input) { ...SocialFields }
  }
`);

export const DeleteSocialMutation = graphql(`
  mutation DeleteSocial($id: Int!) {
    deleted: deleteSocial(id: $id)
  }
`);

export const SetSocialClosedMutation = graphql(`
  mutation SetSocialClosed($id: Int!, $closed: Boolean!) {
    saved: setSocialClosed(id: $id, closed: $closed) { id closed mergedInto { id name } }
  }
`);

export const CheckSocialAccommodationsMutation = graphql(`
  mutation CheckSocialAccommodations($id: Int!, $confirmed: [String!]!, $disputed: [String!]!) {
    saved: checkSocialAccommodations(id: $id, confirmed: $confirmed, disputed: $disputed) { ...SocialFields }
  }
`);
