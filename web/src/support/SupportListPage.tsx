/** /support (moderators): filter by type, entity type, name and Active (on by default); rows open the ticket. */
import { UI } from '@ffc/domain/messages';
import { supportFilterSchema } from '@ffc/domain/support';
import { CUTS, truncate, yesNo } from '@ffc/domain/text';
import { LABELS } from '@ffc/domain/toasts';
import { RequireRole } from '../account/RequireRole';
import { EntryList, listSpec, type Column } from '../entries/EntryList';
import type { SupportTicketFieldsFragment as Ticket } from '../gql/graphql';
import { useReferenceData } from '../reference/useReferenceData';
import { SelectField, SwitchField, TextField } from '../ui/fields';
import { SupportTicketsQuery } from './operations';

const COLUMNS: Column<Ticket>[] = [
  { header: 'ID', cell: (t) => t.id },
  { header: 'Name', cell: (t) => t.name },
  { header: 'Description', cell: (t) => truncate(t.description, CUTS.supportDescription) },
  { header: 'Active', cell: (t) => yesNo(t.active) },
  { header: 'Type', cell: (t) => t.supportType.name },
  { header: 'Entity', cell: (t) => t.entityType?.name ?? '' },
];

const SUPPORT_LIST = listSpec({
  title: 'Support Tickets',
  description: 'Support tickets for moderators.',
  filterSchema: supportFilterSchema,
  query: SupportTicketsQuery,
  columns: COLUMNS,
  linkColumn: 1,
  path: '/support',
  loadFailed: { label: LABELS.supportTickets },
  emptyMessage: UI.empty.supportTickets,
});

function SupportList() {
  const { types } = useReferenceData();
  return (
    <EntryList spec={SUPPORT_LIST}>
      <SelectField name="supportType" label="Type" options={types?.supportTypes ?? []} placeholder="Any Type" />
      <SelectField
        name="entityType"
        label="Entity Type"
        options={types?.entityTypes ?? []}
        placeholder="Any Entity Type"
      />
      <TextField name="searchText" label="Name" />
      <SwitchField name="active" label="Active" />
    </EntryList>
  );
}

export default function SupportListPage() {
  return (
    <RequireRole role="moderator">
      <SupportList />
    </RequireRole>
  );
}
