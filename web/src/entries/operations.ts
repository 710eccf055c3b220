/** GraphQL fragments every entry kind's operations share: what a list row and an entry say of their accommodations. */
import { graphql } from '../gql';

export const AccommodationStatusFieldsFragment = graphql(`
  fragment AccommodationStatusFields on AccommodationStatus {
    key confirmations disputes lastConfirmed state
  }
`);
