/** Support tickets: any user files one; moderators list, view and edit them; administrators delete them. */
import { pageOf, supportTicketSchema, supportTicketUpdateSchema, supportTicket, type SupportTicket } from '@ffc/domain';
import { builder } from '../builder/builder.js';
import { asPayload } from '../builder/validate.js';
import { orNull, pageType, withRefs } from '../entries/fields.js';
import { OptionRef } from '../reference/schema.js';

/** Built once: zod compiles a schema on its first parse. */
const TICKET_PAGE = pageOf(supportTicket);

const SupportTicketRef = builder.objectRef<SupportTicket>('SupportTicket').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    description: t.exposeString('description', { nullable: true }),
    entityId: t.exposeInt('entityId', {
      nullable: true,
      description: 'The id of the business, product, home or review the ticket is about.',
    }),
    entityType: t.expose('entityType', { type: OptionRef, nullable: true }),
    supportType: t.expose('supportType', { type: OptionRef }),
    active: t.exposeBoolean('active'),
    resolution: t.exposeString('resolution', { nullable: true }),
    email: t.exposeBoolean('email', { description: 'The creator wants email updates.' }),
    createdById: t.exposeInt('createdById', { nullable: true }),
    createdDate: t.exposeString('createdDate', { nullable: true }),
    modifiedDate: t.exposeString('modifiedDate', { nullable: true }),
  }),
});

const SupportTicketPageRef = pageType('SupportTicketPage', SupportTicketRef);

const SupportFilter = builder.inputType('SupportFilter', {
  description: 'Empty filters are ignored; active is true unless set to false.',
  fields: (t) => ({ supportType: t.int(), entityType: t.int(), active: t.boolean(), searchText: t.string() }),
});

const SupportTicketInput = builder.inputType('SupportTicketInput', {
  description: 'A new ticket carries no resolution or active; an update sends the whole ticket.',
  fields: (t) => ({
    name: t.string(),
    description: t.string(),
    entityId: t.int(),
    entityTypeId: t.int(),
    supportTypeId: t.int(),
    email: t.boolean(),
    resolution: t.string(),
    active: t.boolean(),
  }),
});

const REFS = { entityTypeId: 'entityType', supportTypeId: 'supportType' };

builder.queryFields((t) => ({
  supportTickets: t.field({
    authScopes: { staff: true },
    type: SupportTicketPageRef,
    description: 'Moderators and administrators.',
    args: { filter: t.arg({ type: SupportFilter }), page: t.arg.int({ defaultValue: 0 }) },
    resolve: (_root, { filter, page }, { rest }) => rest.entries('support', TICKET_PAGE, { ...filter, page }),
  }),
  supportTicket: t.field({
    authScopes: { staff: true },
    type: SupportTicketRef,
    nullable: true,
    args: { id: t.arg.int({ required: true }) },
    resolve: (_root, { id }, { rest }) => orNull(rest.entry('support', supportTicket, id)),
  }),
}));

builder.mutationFields((t) => ({
  createSupportTicket: t.field({
    authScopes: { signedIn: true },
    type: SupportTicketRef,
    args: {
      input: t.arg({ type: SupportTicketInput, required: true }).validate(
        // A new ticket's resolution and state are not the creator's to set.
        asPayload(
          ({ resolution: _resolution, active: _active, ...ticket }: Record<string, unknown>) => withRefs(ticket, REFS),
          supportTicketSchema,
        ),
      ),
    },
    resolve: (_root, { input }, { rest }) => rest.createEntry('support', supportTicket, input),
  }),
  updateSupportTicket: t.field({
    authScopes: { staff: true },
    type: SupportTicketRef,
    args: {
      id: t.arg.int({ required: true }),
      input: t
        .arg({ type: SupportTicketInput, required: true })
        .validate(asPayload((ticket: Record<string, unknown>) => withRefs(ticket, REFS), supportTicketUpdateSchema)),
    },
    resolve: (_root, { id, input }, { rest }) => rest.updateEntry('support', supportTicket, id, input),
  }),
  deleteSupportTicket: t.boolean({
    authScopes: { admin: true },
    description: 'Administrators only.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, { rest }) => {
      await rest.deleteEntry('support', id);
      return true;
    },
  }),
}));
