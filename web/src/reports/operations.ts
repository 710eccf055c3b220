/** Reports of a change: filing one on an entry, and the moderators' queue and resolution. */
import { graphql } from '../gql';

export const ReportEntryMutation = graphql(`
  mutation ReportEntry($kind: EntryCollection!, $id: Int!, $reason: String!, $text: String) {
    report: reportEntry(kind: $kind, id: $id, reason: $reason, text: $text) { id reason createdDate }
  }
`);

export const ReportsQuery = graphql(`
  query Reports($status: String, $page: Int) {
    page: reports(status: $status, page: $page) {
      content {
        id entryKind entryId entryName reason text status resolution note reporterUsername createdDate
        photo { ...PhotoFields }
      }
      totalPages totalElements totalElementsIsEstimate pageNumber
    }
  }
`);

export const ResolveReportMutation = graphql(`
  mutation ResolveReport($id: Int!, $resolution: String!, $note: String, $mergedIntoId: Int) {
    resolved: resolveReport(id: $id, resolution: $resolution, note: $note, mergedIntoId: $mergedIntoId) {
      id status resolution
    }
  }
`);
