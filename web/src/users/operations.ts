/** The user list and user page operations. */
import { graphql } from '../gql';

export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id username email name address1 address2 city state { id name } country { id name } postalCode phoneNumber website
    roles enabled createdDate modifiedDate
  }
`);

export const UsersQuery = graphql(`
  query Users($filter: UserFilter, $page: Int) {
    page: users(filter: $filter, page: $page) {
      content { ...UserFields }
      totalPages totalElements totalElementsIsEstimate pageNumber
    }
  }
`);

export const UserQuery = graphql(`
  query User($id: Int!) {
    user(id: $id) { ...UserFields }
  }
`);

// Moderation: roles and disabling (administrators), the log (moderators and administrators).
export const SetUserRolesMutation = graphql(`
  mutation SetUserRoles($id: Int!, $roles: [String!]!) {
    setUserRoles(id: $id, roles: $roles) { ...UserFields }
  }
`);

export const SetUserEnabledMutation = graphql(`
  mutation SetUserEnabled($id: Int!, $enabled: Boolean!) {
    setUserEnabled(id: $id, enabled: $enabled) { ...UserFields }
  }
`);
