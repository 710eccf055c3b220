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
import { field, formLayout, note } from '../entries/formLayout';
import { useReferenceData } from '../reference/useReferenceData';
import { NumberField, SelectField, SwitchField, TextField } from '../ui/fields';
import { siteName } from '../ui/site';
import { CreateSupportTicketMutation, SupportTicketQuery, UpdateSupportTicketMutation } from './operations';

const FIELDS = ['name', 'description', 'entityId', 'email'] as const;
/** What only a moderator's edit sets. */
const STAFF_FIELDS = ['resolution', 'active'] as const;
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
  notEdited: STAFF_FIELDS,
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
  fields: [...FIELDS, ...STAFF_FIELDS],
  notEdited: [],
  schema: supportTicketUpdateSchema,
  afterSave: undefined,
});

function TicketForm({ id }: { id: number }) {
  const { types } = useReferenceData();
  const ticket = [
    field('name', (n) => <TextField name={n} label="Ticket Name" />),
    field('description', (n) => <TextField name={n} label="Ticket Description" multiline />),
    field('entityType', (n) => (
      <SelectField
        name={n}
        label="Entity Type"
        options={types?.entityTypes ?? []}
        placeholder="Select an Entity Type"
      />
    )),
    field('supportType', (n) => (
      <SelectField
        name={n}
        label="Support Type"
        options={types?.supportTypes ?? []}
        placeholder="Select a Support Type"
      />
    )),
  ] as const;
  const sendUpdates = field('email', (n) => <SwitchField name={n} label={UI.sendEmailUpdates} />);
  const readers = note(
    <p className="contact-line">
      Use a ticket for errors, moderation requests and suggestions; the {siteName} moderators read every one.
    </p>,
  );
  const form = id
    ? formLayout(TICKET_EDIT_FORM, [
        ...ticket,
        field('entityId', (n) => <NumberField name={n} label="Entity Id" helperText={ENTITY_ID_HELP} />),
        sendUpdates,
        field('resolution', (n) => <TextField name={n} label="Resolution" multiline />),
        field('active', (n) => <SwitchField name={n} label="Active" />),
        readers,
      ])
    : formLayout(TICKET_ADD_FORM, [
        ...ticket,
        field('entityId', (n) => <TextField name={n} label="Entity Id" helperText={ENTITY_ID_HELP} />),
        sendUpdates,
        readers,
      ]);
  return <EntryForm form={form} />;
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
