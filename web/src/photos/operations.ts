/** Photos of every kind: the fragments the strip, the large view and list rows read, and the mutations. */
import { graphql } from '../gql';

export const PhotoFieldsFragment = graphql(`
  fragment PhotoFields on Photo {
    id caption shows width height placeholder urls { thumb screen large } createdBy createdDate reviewId
  }
`);

/** What a list row shows of its cover: a thumbnail. */
export const CoverPhotoFieldsFragment = graphql(`
  fragment CoverPhotoFields on Photo {
    id placeholder urls { thumb }
  }
`);

export const DeletePhotoMutation = graphql(`
  mutation DeletePhoto($id: Int!) {
    deleted: deletePhoto(id: $id)
  }
`);

export const ReportPhotoMutation = graphql(`
  mutation ReportPhoto($id: Int!, $reason: String!) {
    report: reportPhoto(id: $id, reason: $reason) { id reason createdDate }
  }
`);
