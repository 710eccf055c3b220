/** Reviews of every kind: one fragment, the review view query and the mutations. */
import { graphql } from '../gql';

export const ReviewFieldsFragment = graphql(`
  fragment ReviewFields on Review {
    id kind parentId name comment rating confirmedAccommodations disputedAccommodations counted
    createdById createdByUsername createdDate modifiedDate helpfulCount votedHelpful reviewerNeeds
  }
`);

export const ReviewPageFieldsFragment = graphql(`
  fragment ReviewPageFields on ReviewPage {
    content { ...ReviewFields }
    totalPages totalElements totalElementsIsEstimate pageNumber
  }
`);

export const ReviewQuery = graphql(`
  query Review($kind: ReviewKind!, $parentId: Int!, $id: Int!) {
    review(kind: $kind, parentId: $parentId, id: $id) { ...ReviewFields parentName photos { ...PhotoFields } }
  }
`);

export const CreateReviewMutation = graphql(`
  mutation CreateReview($kind: ReviewKind!, $parentId: Int!, $input: ReviewInput!) {
    createReview(kind: $kind, parentId: $parentId, input: $input) { ...ReviewFields }
  }
`);

export const UpdateReviewMutation = graphql(`
  mutation UpdateReview($kind: ReviewKind!, $parentId: Int!, $id: Int!, $input: ReviewInput!) {
    updateReview(kind: $kind, parentId: $parentId, id: $id, input: $input) { ...ReviewFields }
  }
`);

export const DeleteReviewMutation = graphql(`
  mutation DeleteReview($kind: ReviewKind!, $parentId: Int!, $id: Int!) {
    deleteReview(kind: $kind, parentId: $parentId, id: $id)
  }
`);

export const VoteHelpfulMutation = graphql(`
  mutation VoteHelpful($kind: ReviewKind!, $id: Int!, $helpful: Boolean!) {
    voteHelpful(kind: $kind, id: $id, helpful: $helpful) { __typename id kind helpfulCount votedHelpful }
  }
`);
