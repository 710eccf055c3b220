/**
 * /support: any logged-in user files a ticket; moderators and administrators list, view and edit
 * them; only administrators delete. A ticket whose creator asked for email updates mails them the
 * resolution on every update.
 */
import type { FastifyInstance } from 'fastify';
import { ROLE_ADMIN, ROLE_MODERATOR, SITE_NAME, supportTicketSchema, supportTicketUpdateSchema } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { one } from '../db/database.js';
import { EntryRepository } from '../entries/repository.js';
import { pathId } from '../entries/routes.js';
import { notFound, parse } from '../http/errors.js';
import { pageRequest } from '../http/pages.js';
import { requireRole, requireUser } from '../http/session.js';
import { checkReferences } from '../types/references.js';
import { supportKind } from './kind.js';

const tickets = new EntryRepository(supportKind);

const references = (payload: { entityType?: { id: number } | null; supportType?: { id: number } | null }) => [
  { field: 'entityType', table: 'entity_types', id: payload.entityType?.id },
  { field: 'supportType', table: 'support_types', id: payload.supportType?.id },
];

export default async function supportRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db, mailer } = ctx;

  app.post('/support', async (request, reply) => {
    const session = requireUser(request);
    const input = parse(supportTicketSchema, request.body);
    await checkReferences(db, references(input));
    const id = await tickets.insert(db, { ...input, active: true, resolution: null }, session.userId);
    return reply.status(201).send(await tickets.find(db, id));
  });

  app.get('/support', async (request) => {
    requireRole(request, ROLE_MODERATOR, ROLE_ADMIN);
    return tickets.list(db, parse(supportKind.filterSchema, request.query), pageRequest(request.query));
  });

  app.get('/support/:id', async (request) => {
    requireRole(request, ROLE_MODERATOR, ROLE_ADMIN);
    const ticket = await tickets.find(db, pathId(request.params));
    if (!ticket) throw notFound();
    return ticket;
  });

  app.put('/support/:id', async (request) => {
    const session = requireRole(request, ROLE_MODERATOR, ROLE_ADMIN);
    const id = pathId(request.params);
    const input = parse(supportTicketUpdateSchema, request.body);
    await checkReferences(db, references(input));
    if (!(await tickets.update(db, id, input, session.userId))) throw notFound();
    const ticket = await tickets.find(db, id);
    const creator = await one<{ email: string; username: string }>(
      db,
      'SELECT u.email, u.username FROM support_tickets t JOIN users u ON u.id = t.created_by_id WHERE t.id = $1',
      [id],
    );
    if (input.email && creator) {
      // After the update is saved: a mail failure never loses the moderator's edit (the outbox keeps it).
      await mailer.send(db, {
        to: creator.email,
        subject: `${SITE_NAME}: your support ticket "${input.name}" was updated`,
        text: [
          `Hello ${creator.username},`,
          '',
          `Your support ticket #${id} "${input.name}" was updated.`,
          `Status: ${input.active ? 'open' : 'closed'}`,
          `Resolution: ${input.resolution ?? '(none yet)'}`,
          '',
          `You asked for email updates on this ticket. ${SITE_NAME}`,
        ].join('\n'),
      });
    }
    return ticket;
  });

  app.delete('/support/:id', async (request, reply) => {
    requireRole(request, ROLE_ADMIN);
    if (!(await tickets.delete(db, pathId(request.params)))) throw notFound();
    return reply.status(204).send();
  });
}
