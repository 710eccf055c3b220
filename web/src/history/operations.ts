/** An entry's history and a moderator's revert. */
import { graphql } from '../gql';

export const HistoryQuery = graphql(`
  query History($kind: EntryKind!, $id: Int!, $page: Int) {
    history(kind: $kind, id: $id, page: $page) {
      content {
        id action actionLabel actorId actorUsername createdDate revertedTo
        changes { field label before after }
      }
      totalPages totalElements totalElementsIsEstimate pageNumber
    }
  }
`);

/** The entry's name for the page's title (the History page shows no other field of it). */
export const HistoryEntryQuery = graphql(`
  query HistoryEntry($id: Int!, $business: Boolean!, $home: Boolean!, $product: Boolean!, $social: Boolean!) {
    business(id: $id) @include(if: $business) { id name }
    home(id: $id) @include(if: $home) { id name }
    product(id: $id) @include(if: $product) { id name }
    social(id: $id) @include(if: $social) { id name }
  }
`);

export const RevertEntryMutation = graphql(`
  mutation RevertEntry($kind: EntryKind!, $id: Int!, $revision: Int!) {
    revertEntry(kind: $kind, id: $id, revision: $revision)
  }
`);
