/** My places' GraphQL operations: the signed-in person's lists, and a list shared by link. */
import { graphql } from '../gql';

export const UserListFields = graphql(`
  fragment UserListFields on UserList {
    id name builtin entryCount sharedSince holds
  }
`);

export const SavedEntryFields = graphql(`
  fragment SavedEntryFields on SavedEntry {
    kind id name city state { id name } country { id name } latitude longitude closed savedDate path
  }
`);

export const UserListsQuery = graphql(`
  query UserLists($kind: EntryCollection, $entryId: Int) {
    userLists(kind: $kind, entryId: $entryId) { ...UserListFields }
  }
`);

export const UserListQuery = graphql(`
  query UserList($id: Int!) {
    userList(id: $id) { id name builtin entryCount sharedSince entries { ...SavedEntryFields } }
  }
`);

export const SharedListQuery = graphql(`
  query SharedList($token: String!) {
    sharedList(token: $token) { name entries { ...SavedEntryFields } }
  }
`);

export const CreateUserListMutation = graphql(`
  mutation CreateUserList($name: String!) {
    createUserList(name: $name) { ...UserListFields }
  }
`);

export const RenameUserListMutation = graphql(`
  mutation RenameUserList($id: Int!, $name: String!) {
    renameUserList(id: $id, name: $name) { ...UserListFields }
  }
`);

export const DeleteUserListMutation = graphql(`
  mutation DeleteUserList($id: Int!) {
    deleteUserList(id: $id)
  }
`);

export const AddToUserListMutation = graphql(`
  mutation AddToUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {
    addToUserList(id: $id, kind: $kind, entryId: $entryId) { ...UserListFields }
  }
`);

export const RemoveFromUserListMutation = graphql(`
  mutation RemoveFromUserList($id: Int!, $kind: EntryCollection!, $entryId: Int!) {
    removeFromUserList(id: $id, kind: $kind, entryId: $entryId)
  }
`);

export const ShareUserListMutation = graphql(`
  mutation ShareUserList($id: Int!, $shared: Boolean!) {
    shareUserList(id: $id, shared: $shared) { ...UserListFields shareToken }
  }
`);
