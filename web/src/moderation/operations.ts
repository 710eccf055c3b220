/** The moderation log's GraphQL operation (administrators and moderators). */
import { graphql } from '../gql';

export const ModerationLogQuery = graphql(`
  query ModerationLog($page: Int) {
    page: moderationLog(page: $page) {
      content { id actorId actorUsername action targetKind targetId targetName detail createdDate }
      totalPages totalElements totalElementsIsEstimate pageNumber
    }
  }
`);
