/** /support (moderators): filter by type, entity type, name and Active (on by default); rows open the ticket. */
import { CUTS, LABELS, supportFilterSchema, truncate, UI, yesNo } from '@ffc/domain';
import { RequireRole } from '../account/RequireRole';
import { EntryList, type Column } from '../entries/EntryList';
import { useEntryList } from '../entries/useEntryList';
import type { SupportTicketFieldsFragment as Ticket } from '../gql/graphql';
import { useReferenceData } from '../reference/useReferenceData';
import { SelectField, SwitchField, TextField } from '../ui/fields';
import { failureText } from '../ui/toaster';
import { SupportTicketsQuery } from './operations';

const COLUMNS: Column<Ticket>[] = [
  { header: 'ID', cell: (t) => t.id },
  { header: 'Name', cell: (t) => t.name },
  { header: 'Description', cell: (t) => truncate(t.description, CUTS.supportDescription) },
  { header: 'Active', cell: (t) => yesNo(t.active) },
  { header: 'Type', cell: (t) => t.supportType.name },
  { header: 'Entity', cell: (t) => t.entityType?.name ?? '' },
];

function SupportList() {
  const { types } = useReferenceData();
  const { params, result } = useEntryList(supportFilterSchema, SupportTicketsQuery);
  return (
    <EntryList<Ticket>
      title="Support Tickets"
      description="Support tickets for moderators."
      filterSchema={supportFilterSchema}
      params={params}
      filters={
        <>
          <SelectField name="supportType" label="Type" options={types?.supportTypes ?? []} placeholder="Any Type" />
          <SelectField name="entityType" label="Entity Type" options={types?.entityTypes ?? []} placeholder="Any Entity Type" />
          <TextField name="searchText" label="Name" />
          <SwitchField name="active" label="Active" />
        </>
      }
      columns={COLUMNS}
      linkColumn={1}
      rowPath={(t) => `/support/${t.id}`}
      result={result}
      loadFailed={result.error ? failureText(LABELS.supportTickets, result.error) : ''}
      emptyMessage={UI.empty.supportTickets}
    />
  );
}

export default function SupportListPage() {
  return (
    <RequireRole role="moderator">
      <SupportList />
    </RequireRole>
  );
}
