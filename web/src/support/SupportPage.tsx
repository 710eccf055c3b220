/** /support/{id} (moderators): the ticket; Edit, Go Back, and Delete Ticket for administrators only. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { canDeleteTicket, LABELS, UI, yesNo } from '@ffc/domain';
import { RequireRole } from '../account/RequireRole';
import { EntryDetail } from '../entries/EntryDetail';
import type { SupportTicketFieldsFragment as Ticket } from '../gql/graphql';
import { DeleteSupportTicketMutation, SupportTicketQuery } from './operations';

const when = (date: string | null | undefined) => (date ? new Date(date).toLocaleString() : null);

const details = (t: Ticket): [string, React.ReactNode][] => [
  ['Support Id', t.id],
  ['Name', t.name],
  ['Description', t.description],
  ['Entity Id', t.entityId],
  ['Entity Type', t.entityType?.name],
  ['Support Type', t.supportType.name],
  ['Active', yesNo(t.active)],
  ['Resolution', t.resolution],
  ['Email Updates', yesNo(t.email)],
  ['Created', when(t.createdDate)],
  ['Modified', when(t.modifiedDate)],
];

const SUPPORT = { path: '/support', label: LABELS.supportTicket, loadFailed: `${LABELS.supportTicket} not found.` };

function Ticket() {
  const id = Number(useParams().id);
  const { data, loading, error, refetch } = useQuery(SupportTicketQuery, { variables: { id }, skip: !Number.isInteger(id), fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteSupportTicketMutation);
  return (
    <EntryDetail<Ticket>
      ui={SUPPORT}
      title="Support Ticket"
      result={{ entry: data?.entry, loading, error }}
      details={details}
      onDelete={(ticketId) => remove({ variables: { id: ticketId } })}
      refetch={refetch}
      deleteButton={UI.deleteTicket}
      deleteLabel={UI.deleteTicket}
      mayDelete={canDeleteTicket}
    />
  );
}

export default function SupportPage() {
  return (
    <RequireRole role="moderator">
      <Ticket />
    </RequireRole>
  );
}
