/** The user list and user page operations. */
import { graphql } from '../gql';

export const UserFieldsFragment = graphql(`
  fragment UserFields on User {
    id username email name address1 address2 city state { id name } country { id name } postalCode phoneNumber website roles createdDate modifiedDate
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
