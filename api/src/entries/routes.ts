/**
 * The REST routes of an entry kind: GET /{collection} (filtered page), GET/PUT/DELETE
 * /{collection}/{id} and POST /{collection}. Anyone reads; logged-in users create and edit; the
 * creator, moderators and administrators delete.
 */
import type { FastifyInstance } from 'fastify';
import { canDelete, rowId } from '@ffc/domain';
import { z } from 'zod';
import type { ApiContext } from '../context.js';
import type { Queryable } from '../db/database.js';
import { forbidden, notFound, parse } from '../http/errors.js';
import { pageRequest } from '../http/pages.js';
import { levelFor, requireUser } from '../http/session.js';
import { checkReferences } from '../types/references.js';
import type { EntryKind } from './kind.js';
import { EntryRepository } from './repository.js';

const coordinate = z.number().finite().min(-180).max(180).nullish();

/** Parses a path id; anything that is not a positive integer is simply not found. */
export function pathId(params: unknown, key = 'id'): number {
  const result = rowId().safeParse((params as Record<string, unknown>)[key]);
  if (!result.success) throw notFound();
  return result.data;
}

export function entryRoutes(kind: EntryKind) {
  const repository = new EntryRepository(kind);
  // The BFF adds the geocoded position of the anonymous address.
  const payloadSchema = kind.schema.extend({ latitude: coordinate, longitude: coordinate });
  const references = (payload: Record<string, unknown>) =>
    kind.fields.flatMap((f) =>
      f.type === 'ref' && f.table !== 'states' && f.table !== 'countries'
        ? [{ field: f.field, table: f.table, id: (payload[f.field] as { id?: number } | null | undefined)?.id }]
        : [],
    );

  const prepare = (tx: Queryable, payload: Record<string, unknown>, userId: number) =>
    kind.beforeSave ? kind.beforeSave(tx, payload, userId) : Promise.resolve(payload);

  return async function routes(app: FastifyInstance, { ctx }: { ctx: ApiContext }) {
    const { db } = ctx;
    const base = `/${kind.collection}`;

    app.get(base, async (request) => {
      const filter = parse(kind.filterSchema, request.query);
      return repository.list(db, filter, pageRequest(request.query));
    });

    app.get(`${base}/:id`, async (request) => {
      const entry = await repository.find(db, pathId(request.params));
      if (!entry) throw notFound();
      return entry;
    });

    app.post(base, async (request, reply) => {
      const session = requireUser(request);
      const payload = parse(payloadSchema, request.body) as Record<string, unknown>;
      await checkReferences(db, references(payload), payload);
      // Read back in the same transaction: a delete racing the answer cannot empty it.
      const created = await db.transaction(async (tx) => {
        const id = await repository.insert(tx, await prepare(tx, payload, session.userId), session.userId);
        return repository.find(tx, id);
      });
      if (!created) throw notFound();
      return reply.status(201).send(created);
    });

    app.put(`${base}/:id`, async (request) => {
      const session = requireUser(request);
      const id = pathId(request.params);
      const payload = parse(payloadSchema, request.body) as Record<string, unknown>;
      if (!(await repository.creatorOf(db, id))) throw notFound();
      await checkReferences(db, references(payload), payload);
      const updated = await db.transaction(async (tx) =>
        (await repository.update(tx, id, await prepare(tx, payload, session.userId), session.userId)) ? repository.find(tx, id) : undefined,
      );
      if (!updated) throw notFound();
      return updated;
    });

    app.delete(`${base}/:id`, async (request, reply) => {
      const session = requireUser(request);
      const id = pathId(request.params);
      const entry = await repository.creatorOf(db, id);
      if (!entry) throw notFound();
      if (!canDelete(levelFor(session, entry.createdById))) throw forbidden();
      await repository.delete(db, id);
      return reply.status(204).send();
    });
  };
}
