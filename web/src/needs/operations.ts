/** The needs screens' GraphQL operations: the signed-in person's own needs. */
import { graphql } from '../gql';

export const NeedsFields = graphql(`
  fragment NeedsFields on Needs {
    businesses homes products socials sensitivities showWithReviews
  }
`);

export const NeedsQuery = graphql(`
  query Needs {
    needs { ...NeedsFields }
  }
`);

export const UpdateNeedsMutation = graphql(`
  mutation UpdateNeeds($input: NeedsInput!) {
    updateNeeds(input: $input) { ...NeedsFields }
  }
`);

export const ClearNeedsMutation = graphql(`
  mutation ClearNeeds {
    clearNeeds { ...NeedsFields }
  }
`);
