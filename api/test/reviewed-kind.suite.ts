/**
 * The REST behaviour every reviewed kind (businesses, homes, products) shares, as one suite each
 * kind runs with its own payloads: contract, validation, reviews and the exact rating, cascade,
 * the authorization table for every route and role, and filtered, searched, paged lists.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { FieldError } from '@ffc/domain';
import { buildTestApi, confirmMailedAddress, DATABASE_ENGINES, type TestApi, type TestClient } from './testing.js';
import { all, loggedIn, roleClients, statusByRole, type Role } from './testing-roles.js';

export interface ReviewedKindCase<Ids> {
  collection: string;
  table: string;
  reviewsTable: string;
  parentColumn: string;
  parentField: string;
  /** A row of its list (the domain's list item). */
  listItem: z.ZodObject;
  /** Looks up (or creates) the reference ids the payloads need. */
  setup(api: TestApi, member: TestClient): Promise<Ids>;
  payload(ids: Ids, overrides?: Record<string, unknown>): Record<string, unknown>;
  /** The field errors of an empty POST, in order. */
  requiredErrors: FieldError[];
  /** What the answer to a valid payload shows of its references. */
  answered(ids: Ids): Record<string, unknown>;
  /** A filter only the list cases' entries match: what to add to a payload, and the query string. */
  lane(ids: Ids): { overrides: Record<string, unknown>; query: string };
  /** A second filter inside the lane (the type), and what puts an entry in it. */
  typeFilter(ids: Ids): { overrides: Record<string, unknown>; query: string };
}

export function describeReviewedKind<Ids>(k: ReviewedKindCase<Ids>) {
  describe.each(DATABASE_ENGINES)(`${k.collection} on %s`, (engine) => {
    let api: TestApi;
    let ids: Ids;
    const clients = {} as Record<Role, TestClient>;
    const base = `/${k.collection}`;

    beforeAll(async () => {
      api = await buildTestApi(engine);
      Object.assign(clients, await roleClients(api));
      ids = await k.setup(api, clients.member);
    });
    afterAll(() => api.close());

    async function create(by: Role = 'member', overrides: Record<string, unknown> = {}): Promise<number> {
      const response = await clients[by].post(base, k.payload(ids, overrides));
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id;
    }

    async function review(parentId: number, by: Role, rating: number): Promise<number> {
      const response = await clients[by].post(`${base}/${parentId}/reviews`, {
        name: `From ${by}`,
        rating,
        comment: 'ok',
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json().id;
    }

    const get = async (id: number) => (await clients.anonymous.get(`${base}/${id}`)).json();

    describe('contract', () => {
      it('creates with 201 and answers references as objects, audit fields and an empty rating', async () => {
        const response = await clients.member.post(base, { ...k.payload(ids), unknown: 'ignored' });
        expect(response.statusCode, response.body).toBe(201);
        const body = response.json();
        expect(body).toMatchObject({
          ...k.answered(ids),
          reviews: 0,
          rating: null,
          createdById: expect.any(Number),
          createdDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
          modifiedDate: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        });
        expect(body).not.toHaveProperty('unknown');
        expect(body).not.toHaveProperty('searchText');
        expect(await get(body.id)).toEqual(body);
      });

      it('updates and records who modified it', async () => {
        const id = await create();
        const response = await clients.other.put(`${base}/${id}`, k.payload(ids, { name: 'Renamed' }));
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json()).toMatchObject({ id, name: 'Renamed' });
        const [row] = await api.db.query<{ created_by_id: number; modified_by_id: number }>(
          `SELECT created_by_id, modified_by_id FROM ${k.table} WHERE id = $1`,
          [id],
        );
        expect(row!.created_by_id).not.toBe(row!.modified_by_id);
      });

      it('answers 404 for an unknown or malformed id', async () => {
        expect((await clients.anonymous.get(`${base}/999999`)).statusCode).toBe(404);
        expect((await clients.anonymous.get(`${base}/abc`)).statusCode).toBe(404);
        expect((await clients.member.put(`${base}/999999`, k.payload(ids))).statusCode).toBe(404);
        expect((await clients.member.delete(`${base}/999999`)).statusCode).toBe(404);
        expect((await clients.anonymous.get(`${base}/999999/reviews`)).statusCode).toBe(404);
      });

      it('names every missing required field with the spec messages', async () => {
        const response = await clients.member.post(base, {});
        expect(response.statusCode).toBe(400);
        expect(response.json().errors).toEqual(k.requiredErrors);
      });

      it('refuses a review without a title or with a rating outside 1 to 5', async () => {
        const id = await create();
        expect((await clients.member.post(`${base}/${id}/reviews`, { rating: 6 })).json().errors).toEqual([
          { field: 'name', message: 'Name is required' },
          { field: 'rating', message: 'Rating must be between 1 and 5' },
        ]);
      });
    });

    describe('reviews and the rating', () => {
      it('keeps the count and the average exact through adds, edits and deletes', async () => {
        const id = await create();
        const mine = await review(id, 'member', 5);
        const others = await review(id, 'other', 4);
        const moderators = await review(id, 'moderator', 2);
        expect(await get(id)).toMatchObject({ reviews: 3, rating: 11 / 3 });
        expect(
          (await clients.member.put(`${base}/${id}/reviews/${mine}`, { name: 'Changed my mind', rating: 1 }))
            .statusCode,
        ).toBe(200);
        expect(await get(id)).toMatchObject({ reviews: 3, rating: 7 / 3 });
        expect((await clients.moderator.delete(`${base}/${id}/reviews/${moderators}`)).statusCode).toBe(204);
        expect(await get(id)).toMatchObject({ reviews: 2, rating: 2.5 });
        expect((await clients.member.delete(`${base}/${id}/reviews/${mine}`)).statusCode).toBe(204);
        expect((await clients.other.delete(`${base}/${id}/reviews/${others}`)).statusCode).toBe(204);
        expect(await get(id)).toMatchObject({ reviews: 0, rating: null });
      });

      it('keeps the count exact when many reviews arrive at once', async () => {
        const id = await create();
        const people = await Promise.all(
          Array.from({ length: 6 }, async (_, i) => {
            const c = api.client();
            await c.post('/auth/signup', {
              username: `burst${i}user`,
              password: 'burst-password',
              email: `burst${i}@example.org`,
            });
            // Confirmed, so each review counts.
            await confirmMailedAddress(api, `burst${i}@example.org`);
            await c.login(`burst${i}user`, 'burst-password');
            return c;
          }),
        );
        const answers = await Promise.all(
          people.map((c, i) => c.post(`${base}/${id}/reviews`, { name: 'Burst', rating: 1 + (i % 5) })),
        );
        expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(201));
        expect(await get(id)).toMatchObject({ reviews: 6, rating: (1 + 2 + 3 + 4 + 5 + 1) / 6 });
      });

      it('allows one review per user per entry', async () => {
        const id = await create();
        await review(id, 'member', 4);
        const second = await clients.member.post(`${base}/${id}/reviews`, { name: 'Again', rating: 5 });
        expect(second.statusCode).toBe(400);
        expect(second.json().message).toBe('You have already reviewed this. Edit your review instead.');
        expect(await get(id)).toMatchObject({ reviews: 1, rating: 4 });
        // The page can find the existing review to offer instead.
        const mine = await clients.member.get(`${base}/${id}/reviews/mine`);
        expect(mine.statusCode).toBe(200);
        expect(mine.json()).toMatchObject({ rating: 4, createdByUsername: 'member', [k.parentField]: { id } });
        expect((await clients.other.get(`${base}/${id}/reviews/mine`)).statusCode).toBe(404);
      });

      it('answers a review with its parent reference and author, newest first, paged', async () => {
        const id = await create();
        await review(id, 'member', 4);
        await review(id, 'other', 3);
        const page = (await clients.anonymous.get(`${base}/${id}/reviews?size=1`)).json();
        expect(page).toMatchObject({
          totalElements: 2,
          totalPages: 2,
          number: 0,
          size: 1,
          pageable: { pageNumber: 0, pageSize: 1 },
        });
        expect(page.content[0]).toMatchObject({
          name: 'From other',
          rating: 3,
          comment: 'ok',
          [k.parentField]: { id },
          createdByUsername: 'othermember',
        });
        expect((await clients.anonymous.get(`${base}/${id}/reviews/${page.content[0].id}`)).json()).toEqual(
          page.content[0],
        );
        expect((await clients.anonymous.get(`${base}/${id + 100000}/reviews/${page.content[0].id}`)).statusCode).toBe(
          404,
        );
      });

      it('deleting the entry deletes its reviews', async () => {
        const id = await create();
        await review(id, 'member', 4);
        await review(id, 'other', 2);
        expect((await clients.member.delete(`${base}/${id}`)).statusCode).toBe(204);
        expect((await clients.anonymous.get(`${base}/${id}`)).statusCode).toBe(404);
        const [left] = await api.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM ${k.reviewsTable} WHERE ${k.parentColumn} = $1`,
          [id],
        );
        expect(left!.n).toBe(0);
      });
    });

    describe('authorization', () => {
      /** The entry and the review are member's: member is the creator and the review's author. */
      interface Fixture {
        entry: number;
        review: number;
      }
      const writes = loggedIn;
      const ROUTES: {
        route: string;
        call: (c: TestClient, f: Fixture) => Promise<{ statusCode: number }>;
        expect: Record<Role, number>;
      }[] = [
        { route: `GET ${base}`, call: (c) => c.get(base), expect: all(200) },
        { route: `GET ${base}/{id}`, call: (c, f) => c.get(`${base}/${f.entry}`), expect: all(200) },
        { route: `POST ${base}`, call: (c) => c.post(base, k.payload(ids)), expect: writes(201) },
        { route: `PUT ${base}/{id}`, call: (c, f) => c.put(`${base}/${f.entry}`, k.payload(ids)), expect: writes(200) },
        {
          route: `DELETE ${base}/{id}`,
          call: (c, f) => c.delete(`${base}/${f.entry}`),
          expect: { ...writes(204), other: 403 },
        },
        { route: `GET ${base}/{id}/reviews`, call: (c, f) => c.get(`${base}/${f.entry}/reviews`), expect: all(200) },
        // The fixture's review is member's: the others have none of their own.
        {
          route: `GET ${base}/{id}/reviews/mine`,
          call: (c, f) => c.get(`${base}/${f.entry}/reviews/mine`),
          expect: { ...loggedIn(404), member: 200 },
        },
        {
          route: `GET ${base}/{id}/reviews/{id}`,
          call: (c, f) => c.get(`${base}/${f.entry}/reviews/${f.review}`),
          expect: all(200),
        },
        // member already reviewed the fixture: a second review of theirs is the one-per-user 400.
        {
          route: `POST ${base}/{id}/reviews`,
          call: (c, f) => c.post(`${base}/${f.entry}/reviews`, { name: 'Mine', rating: 3 }),
          expect: { ...writes(201), member: 400 },
        },
        {
          route: `PUT ${base}/{id}/reviews/{id}`,
          call: (c, f) => c.put(`${base}/${f.entry}/reviews/${f.review}`, { name: 'Edited', rating: 2 }),
          expect: { ...writes(200), other: 403 },
        },
        {
          route: `DELETE ${base}/{id}/reviews/{id}`,
          call: (c, f) => c.delete(`${base}/${f.entry}/reviews/${f.review}`),
          expect: { ...writes(204), other: 403 },
        },
      ];

      it.each(ROUTES)(
        '$route answers each role as the authorization table says',
        async ({ call, expect: expected }) => {
          const fixture = async () => {
            const entry = await create('member');
            return { entry, review: await review(entry, 'member', 5) };
          };
          expect(await statusByRole(clients, fixture, call)).toEqual(expected);
        },
      );
    });

    describe('lists', () => {
      let lane: { overrides: Record<string, unknown>; query: string };
      let type: { overrides: Record<string, unknown>; query: string };
      beforeAll(async () => {
        lane = k.lane(ids);
        type = k.typeFilter(ids);
        for (const [name, other] of [
          ['Zebra Corner', true],
          ['Alpha Cafe', false],
          ['Mid Cafe', false],
          ['beta 100% cafe', false],
        ] as const) {
          await create('member', {
            ...lane.overrides,
            ...(other ? type.overrides : {}),
            name,
            description: `${name} without scent`,
          });
        }
      });

      const names = (body: { content: { name: string }[] }) => body.content.map((b) => b.name);
      const list = async (query: string) => (await clients.anonymous.get(`${base}?${lane.query}&${query}`)).json();

      it('orders by name then id, filters, and ignores empty filters', async () => {
        const all = await list('searchText=');
        expect(names(all)).toEqual(['Alpha Cafe', 'Mid Cafe', 'Zebra Corner', 'beta 100% cafe']);
        expect(all).toMatchObject({
          totalElements: 4,
          totalPages: 1,
          totalElementsIsEstimate: false,
          number: 0,
          size: 10,
        });
        expect(names(await list(type.query))).toEqual(['Zebra Corner']);
      });

      it('carries in each row what the list shows and no more, references named', async () => {
        for (const query of ['searchText=', 'searchText=alpha']) {
          const row: Record<string, unknown> = (await list(query)).content[0];
          expect(Object.keys(row).sort(), query).toEqual(
            Object.keys(k.listItem.shape)
              // Distances only with a place; needs met only for a signed-in reader.
              .filter((key) => !['distanceKm', 'needsMet', 'needsTotal'].includes(key))
              .sort(),
          );
          const entry = await get(row.id as number);
          for (const [key, value] of Object.entries(row)) {
            // A row counts the photos its entry lists.
            if (key === 'photoCount') {
              expect(value).toBe(entry.photos.length);
              continue;
            }
            const named =
              value && typeof value === 'object' && !Array.isArray(value)
                ? { id: entry[key].id, name: entry[key].name }
                : entry[key];
            expect(value, key).toEqual(named);
          }
        }
      });

      it('searches case-insensitively, taking % and _ literally', async () => {
        expect(names(await list('searchText=CAFE'))).toEqual(['Alpha Cafe', 'Mid Cafe', 'beta 100% cafe']);
        expect(names(await list('searchText=100%25'))).toEqual(['beta 100% cafe']);
        expect(names(await list('searchText=1_0'))).toEqual([]);
      });

      it('pages from 0 with totals, and answers an empty page past the end', async () => {
        const second = await list('size=3&page=1');
        expect(second).toMatchObject({
          totalElements: 4,
          totalPages: 2,
          number: 1,
          size: 3,
          pageable: { pageNumber: 1, pageSize: 3 },
        });
        expect(names(second)).toEqual(['beta 100% cafe']);
        expect(await list('size=2&page=1')).toMatchObject({ totalElements: 4, totalPages: 2 });
        expect(await list('page=5')).toMatchObject({ content: [], totalElements: 4, number: 5 });
      });

      it('refuses non-numeric filters, bad sizes and pages too deep with clear messages', async () => {
        const field = type.query.split('=')[0]!;
        expect((await clients.anonymous.get(`${base}?${field}=abc`)).json().errors).toEqual([
          { field, message: 'Value must be a number' },
        ]);
        expect((await clients.anonymous.get(`${base}?size=101`)).json().message).toBe(
          'Page size must be between 1 and 100.',
        );
        const deep = await clients.anonymous.get(`${base}?page=1000&size=10`);
        expect(deep.statusCode).toBe(400);
        expect(deep.json().message).toBe(
          'Only the first 10,000 results can be paged through. Please narrow your search.',
        );
      });
    });
  });
}
