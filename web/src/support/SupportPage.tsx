/** /support/{id} (moderators): the ticket; Edit, Go Back, and Delete Ticket for administrators only. */
import { UI } from '@ffc/domain/messages';
import { canDeleteTicket } from '@ffc/domain/roles';
import { formatDayTime, yesNo } from '@ffc/domain/text';
import { LABELS } from '@ffc/domain/toasts';
import { RequireRole } from '../account/RequireRole';
import { detailRows } from '../ui/detailRows';
import { EntryDetail, type EntryDetailSpec } from '../entries/EntryDetail';
import type { SupportTicketFieldsFragment as Ticket } from '../gql/graphql';
import { DeleteSupportTicketMutation, SupportTicketQuery } from './operations';

const when = (date: string | null | undefined) => (date ? formatDayTime(date) : null);

const details = detailRows<Ticket>()(
  {
    id: (t) => ['Support Id', t.id],
    name: (t) => ['Name', t.name],
    description: (t) => ['Description', t.description],
    entityId: (t) => ['Entity Id', t.entityId],
    entityType: (t) => ['Entity Type', t.entityType?.name],
    supportType: (t) => ['Support Type', t.supportType.name],
    active: (t) => ['Active', yesNo(t.active)],
    resolution: (t) => ['Resolution', t.resolution],
    email: (t) => ['Email Updates', yesNo(t.email)],
    createdDate: (t) => ['Created', when(t.createdDate)],
    modifiedDate: (t) => ['Modified', when(t.modifiedDate)],
  },
  ['createdById'],
);

const SUPPORT = { path: '/support', label: LABELS.supportTicket, loadFailed: `${LABELS.supportTicket} not found.` };

const SUPPORT_DETAIL: EntryDetailSpec<Ticket> = {
  ui: SUPPORT,
  title: 'Support Ticket',
  query: SupportTicketQuery,
  remove: DeleteSupportTicketMutation,
  details,
  deleteButton: UI.deleteTicket,
  deleteLabel: UI.deleteTicket,
  mayDelete: canDeleteTicket,
};

export default function SupportPage() {
  return (
    <RequireRole role="moderator">
      <EntryDetail spec={SUPPORT_DETAIL} />
    </RequireRole>
  );
}
