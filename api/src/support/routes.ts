/**
 * /support: any logged-in user files a ticket; moderators and administrators list, view and edit
 * them; only administrators delete. A ticket whose creator asked for email updates mails them the
 * resolution on every update.
 */
import type { FastifyInstance } from 'fastify';
import { pageOf, SITE_NAME, supportTicket, supportTicketSchema, supportTicketUpdateSchema } from '@ffc/domain';
import type { ApiContext } from '../context.js';
import { build, first } from '../db/query.js';
import { EntryRepository } from '../entries/repository.js';
import { notFound } from '../http/errors.js';
import { listQuery } from '../http/pages.js';
import { idPath, noContent, refusals, typed } from '../http/schemas.js';
import { admins, signedIn, staff } from '../http/session.js';
import { checkReferences, type Reference } from '../reference/references.js';
import { supportSpec } from './spec.js';
import { recordModeration } from '../moderation/log.js';

const tickets = new EntryRepository(supportSpec);

const references = (payload: {
  entityType?: { id: number } | null;
  supportType?: { id: number } | null;
}): Reference[] => [
  { field: 'entityType', table: 'entity_types', id: payload.entityType?.id },
  { field: 'supportType', table: 'support_types', id: payload.supportType?.id },
];

export default async function supportRoutes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
  const { db, mailer } = ctx;
  const api = typed(app);
  const tags = ['support'];

  const file = {
    tags,
    summary: 'Files a support ticket',
    body: supportTicketSchema,
    response: { 201: supportTicket, ...refusals(400, 401) },
  };
  signedIn(api).post('/support', { schema: file }, async (request, reply, session) => {
    const input = request.body;
    await checkReferences(db, references(input));
    const id = await tickets.insert(db, { ...input, active: true, resolution: null }, session.userId);
    const created = await tickets.find(db, id);
    if (!created) throw notFound();
    return reply.status(201).send(created);
  });

  const list = {
    tags,
    summary: 'A page of tickets, filtered (moderators and administrators)',
    querystring: listQuery(supportSpec.filterSchema),
    response: { 200: pageOf(supportTicket), ...refusals(400, 401, 403) },
  };
  staff(api).get('/support', { schema: list }, async (request) => {
    const { page, size, ...filter } = request.query;
    return tickets.list(db, filter, { page, size });
  });

  const read = {
    tags,
    summary: 'One ticket (moderators and administrators)',
    params: idPath,
    response: { 200: supportTicket, ...refusals(401, 403, 404) },
  };
  staff(api).get('/support/:id', { schema: read }, async (request) => {
    const ticket = await tickets.find(db, request.params.id);
    if (!ticket) throw notFound();
    return ticket;
  });

  const change = {
    tags,
    summary: 'Changes a ticket (moderators and administrators); mails its creator when they asked',
    params: idPath,
    body: supportTicketUpdateSchema,
    response: { 200: supportTicket, ...refusals(400, 401, 403, 404) },
  };
  staff(api).put('/support/:id', { schema: change }, async (request, _reply, session) => {
    const { id } = request.params;
    const input = request.body;
    await checkReferences(db, references(input));
    if (!(await tickets.update(db, id, input, session.userId))) throw notFound();
    const ticket = await tickets.find(db, id);
    if (!ticket) throw notFound();
    const creator = await first(
      db,
      build
        .selectFrom('support_tickets as t')
        .innerJoin('users as u', 'u.id', 't.created_by_id')
        .select(['u.id', 'u.email', 'u.username'])
        .where('t.id', '=', id),
    );
    if (input.email && creator) {
      // After the update is saved: a mail failure never loses the moderator's edit (the outbox keeps it).
      // Not throttled: a moderator's update, to a person who asked for each one.
      await mailer.send(db, {
        to: creator.email,
        userId: creator.id,
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

  const remove = {
    tags,
    summary: 'Deletes a ticket (administrators)',
    params: idPath,
    response: { 204: noContent, ...refusals(401, 403, 404) },
  };
  admins(api).delete('/support/:id', { schema: remove }, async (request, reply, session) => {
    const { id } = request.params;
    const ticket = await tickets.creatorOf(db, id);
    if (!ticket) throw notFound();
    await db.transaction(async (tx) => {
      await tickets.delete(tx, id);
      if (ticket.createdById !== session.userId) {
        await recordModeration(tx, {
          actorId: session.userId,
          action: 'deleted',
          targetKind: 'ticket',
          targetId: id,
          targetName: ticket.name,
        });
      }
    });
    return reply.status(204).send();
  });
}
