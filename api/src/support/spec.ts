/** Support tickets as the generic repository sees them: their fields, filters and search. */
import { supportFilterSchema, supportTicket, supportTicketUpdateSchema } from '@ffc/domain';
import { COMMON_FIELDS, entrySpec } from '../kinds/spec.js';

export const supportSpec = entrySpec({
  collection: 'support',
  logKind: 'ticket',
  table: 'support_tickets',
  schema: supportTicketUpdateSchema,
  answer: supportTicket,
  listItem: supportTicket,
  fields: [
    ...COMMON_FIELDS,
    { field: 'entityId', column: 'entity_id', type: 'number' },
    { field: 'entityType', column: 'entity_type_id', type: 'ref', table: 'entity_types' },
    { field: 'supportType', column: 'support_type_id', type: 'ref', table: 'support_types' },
    { field: 'active', column: 'active', type: 'boolean' },
    { field: 'resolution', column: 'resolution', type: 'text' },
    { field: 'email', column: 'email', type: 'boolean' },
  ],
  filterSchema: supportFilterSchema,
  filterColumns: { supportType: 'support_type_id', entityType: 'entity_type_id', active: 'active' },
  searchable: true,
});
