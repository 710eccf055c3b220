/**
 * The support ticket screens' GraphQL operations, aliased like the entry kinds' (`page`, `entry`, `saved`, `deleted`).
 */
import { graphql } from '../gql';

export const SupportTicketFieldsFragment = graphql(`
  fragment SupportTicketFields on SupportTicket {
    id name description entityId entityType { id name } supportType { id name } active resolution email
    createdById createdDate modifiedDate
  }
`);

export const SupportTicketsQuery = graphql(`
  query SupportTickets($filter: SupportFilter, $page: Int) {
    page: supportTickets(filter: $filter, page: $page) {
      content { ...SupportTicketFields }
      totalPages totalElements totalElementsIsEstimate pageNumber
    }
  }
`);

export const SupportTicketQuery = graphql(`
  query SupportTicket($id: Int!) {
    entry: supportTicket(id: $id) { ...SupportTicketFields }
  }
`);

export const CreateSupportTicketMutation = graphql(`
  mutation CreateSupportTicket($input: SupportTicketInput!) {
    saved: createSupportTicket(input: $input) { ...SupportTicketFields }
  }
`);

export const UpdateSupportTicketMutation = graphql(`
  mutation UpdateSupportTicket($id: Int!, $input: SupportTicketInput!) {
    saved: updateSupportTicket(id: $id, input: $input) { ...SupportTicketFields }
  }
`);

export const DeleteSupportTicketMutation = graphql(`
  mutation DeleteSupportTicket($id: Int!) {
    deleted: deleteSupportTicket(id: $id)
  }
`);
