/**
 * /support/add (any logged-in user; success goes home) and /support/{id}/edit (moderators: adds
 * Resolution, Active and a numeric Entity Id; saving goes to the ticket).
 */
import { UI } from '@ffc/domain/messages';
import { supportTicketSchema, supportTicketUpdateSchema } from '@ffc/domain/support';
import { LABELS } from '@ffc/domain/toasts';
import { RequireRole } from '../account/RequireRole';
import { EntryForm, formSpec, type FormValues } from '../entries/EntryForm';
import type { SupportTicketInput } from '../gql/graphql';
import { useEntryId } from '../entries/useEntryId';
import { asInput } from '../entries/formValues';
import { useReferenceData } from '../reference/useReferenceData';
import { NumberField, SelectField, SwitchField, TextField } from '../ui/fields';
import { siteName } from '../ui/site';
import { CreateSupportTicketMutation, SupportTicketQuery, UpdateSupportTicketMutation } from './operations';

const FIELDS = ['name', 'description', 'entityId', 'email', 'resolution', 'active'] as const;
const REFS = ['entityType', 'supportType'] as const;

const ENTITY_ID_HELP = (
  <>
    Businesses, products, homes and reviews each have an id: the number at the end of the page's address.
    <img
      src="/entity-id-example.svg"
      alt="The address https://example.org/businesses/42: the Entity Id is 42."
      className="entity-id-example"
      width={560}
      height={150}
    />
  </>
);

/** Filing a ticket: any logged-in user; success goes home. */
const TICKET_ADD_FORM = formSpec<SupportTicketInput>()({
  label: LABELS.supportTicket,
  path: '/support',
  titles: { add: 'Add a Support Ticket', edit: 'Edit Support Ticket' },
  schema: supportTicketSchema,
  load: SupportTicketQuery,
  create: CreateSupportTicketMutation,
  update: UpdateSupportTicketMutation,
  fields: FIELDS,
  refs: REFS,
  loadFailed: `${LABELS.supportTicket} not found.`,
  defaults: { email: false },
  submitLabel: 'Submit',
  afterSave: () => '/',
  // The add form's Entity Id is text the schema checked to be a whole number.
  inputOf: (values: FormValues) => ({
    ...asInput<SupportTicketInput>(values, REFS),
    entityId: values.entityId == null || values.entityId === '' ? null : Number(values.entityId),
  }),
});

/** A moderator's edit: the resolution and Active too; saving goes to the ticket. */
const TICKET_EDIT_FORM = formSpec<SupportTicketInput>()({
  ...TICKET_ADD_FORM,
  schema: supportTicketUpdateSchema,
  afterSave: undefined,
});

function TicketForm({ id }: { id: number }) {
  const { types } = useReferenceData();
  return (
    <EntryForm spec={id ? TICKET_EDIT_FORM : TICKET_ADD_FORM}>
      <TextField name="name" label="Ticket Name" />
      <TextField name="description" label="Ticket Description" multiline />
      <SelectField
        name="entityType"
        label="Entity Type"
        options={types?.entityTypes ?? []}
        placeholder="Select an Entity Type"
      />
      <SelectField
        name="supportType"
        label="Support Type"
        options={types?.supportTypes ?? []}
        placeholder="Select a Support Type"
      />
      {id ? (
        <NumberField name="entityId" label="Entity Id" helperText={ENTITY_ID_HELP} />
      ) : (
        <TextField name="entityId" label="Entity Id" helperText={ENTITY_ID_HELP} />
      )}
      <SwitchField name="email" label={UI.sendEmailUpdates} />
      {id ? (
        <>
          <TextField name="resolution" label="Resolution" multiline />
          <SwitchField name="active" label="Active" />
        </>
      ) : null}
      <p className="contact-line">
        Use a ticket for errors, moderation requests and suggestions; the {siteName} moderators read every one.
      </p>
    </EntryForm>
  );
}

export function SupportAddPage() {
  return <TicketForm id={0} />;
}

export function SupportEditPage() {
  const id = useEntryId();
  return (
    <RequireRole role="moderator">
      <TicketForm id={id} />
    </RequireRole>
  );
}
