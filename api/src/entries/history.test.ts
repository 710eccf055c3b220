import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { compiled, rows } from '../db/query.js';
import { buildTestApi, DATABASE_ENGINES, isoIds, type TestApi, type TestClient } from '../../test/testing.js';
import { all, roleClients, statusByRole, type Role } from '../../test/testing-roles.js';
import { businessSpec } from '../kinds/businesses.js';
import { EntryRepository } from './repository.js';
import { recordRevision } from './history.js';

interface Change {
  field: string;
  before: unknown;
  after: unknown;
}
interface Revision {
  id: number;
  action: string;
  changes: Change[];
  revertedTo?: number | null;
  actorId?: number | null;
  actorUsername: string;
  createdDate: string;
}
interface LogLine {
  action: string;
  targetKind: string;
  targetId: number;
  targetName: string;
  actorUsername: string;
  detail: string | null;
}

describe.each(DATABASE_ENGINES)('the history of an entry on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let ids: { usa: number; oregon: number };
  beforeAll(async () => {
    api = await buildTestApi(engine);
    clients = await roleClients(api);
    ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
  });
  afterAll(() => api.close());

  const business = (overrides: Record<string, unknown> = {}) => ({
    name: 'Clear Air Cafe',
    description: 'Unscented soap, no candles.',
    businessType: { id: 1 },
    city: 'Portland',
    state: { id: ids.oregon },
    country: { id: ids.usa },
    website: 'https://clearair.example.org',
    accommodations: ['unscented-soap'],
    ...overrides,
  });

  async function create(overrides: Record<string, unknown> = {}, by: Role = 'member'): Promise<number> {
    const response = await clients[by].post('/businesses', business(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  async function historyOf(id: number, client: TestClient = clients.anonymous): Promise<Revision[]> {
    const response = await client.get(`/businesses/${id}/history?size=50`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().content;
  }

  async function logFor(id: number): Promise<LogLine[]> {
    const log: LogLine[] = (await clients.moderator.get('/moderation-log?size=100')).json().content;
    return log.filter((line) => line.targetKind === 'business' && line.targetId === id);
  }

  it('records the creation with its author, readable by anyone, and no email of anyone', async () => {
    const id = await create({ name: 'Created Cafe', email: 'owner@cafe.example.org' });
    const history = await historyOf(id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', actorUsername: 'member', revertedTo: null });
    expect(history[0]!.changes).toContainEqual({ field: 'name', before: null, after: 'Created Cafe' });
    expect(history[0]!.changes).toContainEqual({
      field: 'businessType',
      before: null,
      after: { id: 1, name: expect.any(String) },
    });
    expect(history[0]!.changes).toContainEqual({ field: 'accommodations', before: null, after: ['unscented-soap'] });
    // The entry's own public email is one of its fields; the author's account email is nowhere.
    expect(JSON.stringify(history)).not.toContain('@example.org"');
    expect(JSON.stringify(history)).not.toMatch(/member@|demo\.|password/i);
  });

  it("records someone else's edit with each changed field before and after, newest first, and logs it for moderators", async () => {
    const id = await create({ name: 'Edited Cafe' });
    const edited = await clients.other.put(
      `/businesses/${id}`,
      business({
        name: 'Edited Cafe',
        description: 'Now with a scent-free room.',
        accommodations: ['unscented-soap', 'ventilation'],
      }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    const history = await historyOf(id);
    expect(history.map((r) => r.action)).toEqual(['edited', 'created']);
    expect(history[0]).toMatchObject({
      actorUsername: 'othermember',
      changes: [
        { field: 'description', before: 'Unscented soap, no candles.', after: 'Now with a scent-free room.' },
        { field: 'accommodations', before: ['unscented-soap'], after: ['unscented-soap', 'ventilation'] },
      ],
    });
    expect(await logFor(id)).toEqual([
      expect.objectContaining({
        action: 'edited',
        actorUsername: 'othermember',
        targetName: 'Edited Cafe',
        detail: 'Description, Accommodations',
      }),
    ]);
  });

  it("keeps the creator's own edits out of the moderation log, and records nothing for an edit that changes nothing", async () => {
    const id = await create({ name: 'Own Cafe' });
    expect(
      (
        await clients.member.put(
          `/businesses/${id}`,
          business({ name: 'Own Cafe', description: 'Changed by its creator.' }),
        )
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await clients.other.put(
          `/businesses/${id}`,
          business({ name: 'Own Cafe', description: 'Changed by its creator.' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await historyOf(id)).map((r) => r.action)).toEqual(['edited', 'created']);
    expect(await logFor(id)).toEqual([]);
  });

  it('gives an entry made before the history its before values on its first edit', async () => {
    const id = await create({ name: 'Older Cafe' });
    await rows(api.db, compiled(sql`DELETE FROM revisions WHERE entry_kind = 'businesses' AND entry_id = ${id}`));
    expect(await historyOf(id)).toEqual([]);
    await clients.other.put(`/businesses/${id}`, business({ name: 'Older Cafe Renamed' }));
    const [first] = await historyOf(id);
    expect(first!.changes).toEqual([{ field: 'name', before: 'Older Cafe', after: 'Older Cafe Renamed' }]);
  });

  it('answers 404 for the history of an entry that does not exist, and pages newest first', async () => {
    expect((await clients.anonymous.get('/businesses/987654/history')).statusCode).toBe(404);
    const id = await create({ name: 'Paged Cafe' });
    for (const n of [1, 2, 3])
      await clients.member.put(`/businesses/${id}`, business({ name: 'Paged Cafe', description: `Version ${n}` }));
    const page = (await clients.anonymous.get(`/businesses/${id}/history?size=2&page=0`)).json();
    expect(page).toMatchObject({ totalElements: 4, totalPages: 2, number: 0 });
    expect(page.content.map((r: Revision) => r.changes[0]!.after)).toEqual(['Version 3', 'Version 2']);
    expect((await clients.anonymous.get(`/businesses/${id}/history?size=0`)).statusCode).toBe(400);
  });

  it('lets only moderators and administrators revert', async () => {
    const statuses = await statusByRole(
      clients,
      async () => {
        const id = await create({ name: 'Revert Rights Cafe' });
        const [created] = await historyOf(id);
        return { id, revision: created!.id };
      },
      (client, { id, revision }) => client.post(`/businesses/${id}/history/${revision}/revert`),
    );
    expect(statuses).toEqual({ ...all(403), anonymous: 401, moderator: 200, administrator: 200 });
  });

  it('sets the entry back to a revision, records the revert and logs it', async () => {
    const id = await create({ name: 'Reverted Cafe' });
    const [created] = await historyOf(id);
    await clients.other.put(
      `/businesses/${id}`,
      business({ name: 'Reverted Cafe', description: 'Vandalised.', accommodations: [], city: 'Salem' }),
    );
    const reverted = await clients.moderator.post(`/businesses/${id}/history/${created!.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({
      description: 'Unscented soap, no candles.',
      accommodations: ['unscented-soap'],
      city: 'Portland',
      modifiedByUsername: 'moderator',
    });
    expect((await clients.anonymous.get(`/businesses/${id}`)).json()).toMatchObject({
      description: 'Unscented soap, no candles.',
      city: 'Portland',
    });
    // The search text follows the normal update path.
    const found = (await clients.anonymous.get('/businesses?searchText=Portland Reverted')).json();
    expect(found.content.map((b: { id: number }) => b.id)).toContain(id);
    const history = await historyOf(id);
    expect(history.map((r) => r.action)).toEqual(['reverted', 'edited', 'created']);
    expect(history[0]).toMatchObject({ actorUsername: 'moderator', revertedTo: created!.id });
    expect(history[0]!.changes).toContainEqual({
      field: 'description',
      before: 'Vandalised.',
      after: 'Unscented soap, no candles.',
    });
    expect(history[0]!.changes).toContainEqual({ field: 'accommodations', before: [], after: ['unscented-soap'] });
    expect((await logFor(id)).map((line) => [line.action, line.actorUsername, line.detail])).toEqual([
      ['reverted', 'moderator', `revision ${created!.id}`],
      ['edited', 'othermember', 'Description, City, Accommodations'],
    ]);
  });

  it("answers 404 for a revision of another entry, or of another kind's entry with the same id", async () => {
    const id = await create({ name: 'Own Revisions Cafe' });
    const other = await create({ name: 'Other Revisions Cafe' });
    const [otherCreated] = await historyOf(other);
    expect((await clients.moderator.post(`/businesses/${id}/history/${otherCreated!.id}/revert`)).statusCode).toBe(404);
    expect((await clients.moderator.post(`/businesses/${id}/history/99999999/revert`)).statusCode).toBe(404);
    expect((await clients.moderator.post(`/homes/${other}/history/${otherCreated!.id}/revert`)).statusCode).toBe(404);
    expect((await clients.moderator.post(`/businesses/${id}/history/abc/revert`)).statusCode).toBe(404);
  });

  it('refuses with a clear 400 to restore a reference whose row is gone', async () => {
    const [type] = await rows<{ id: number }>(
      api.db,
      compiled(
        sql`INSERT INTO business_types (id, name) VALUES ((SELECT max(id) + 1 FROM business_types), 'Short-lived type') RETURNING id`,
      ),
    );
    const id = await create({ name: 'Gone Type Cafe', businessType: { id: type!.id } });
    const [created] = await historyOf(id);
    await clients.member.put(`/businesses/${id}`, business({ name: 'Gone Type Cafe', businessType: { id: 1 } }));
    await rows(api.db, compiled(sql`DELETE FROM business_types WHERE id = ${type!.id}`));
    const refused = await clients.moderator.post(`/businesses/${id}/history/${created!.id}/revert`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([
      {
        field: 'businessType',
        message:
          "This revision's type no longer exists, so the entry cannot be set back to it. Edit the entry instead.",
      },
    ]);
    expect((await clients.anonymous.get(`/businesses/${id}`)).json().businessType.id).toBe(1);
    expect((await historyOf(id)).map((r) => r.action)).toEqual(['edited', 'created']);
  });

  it('names a deleted account "deleted user"', async () => {
    const gone = api.client();
    expect(
      (
        await gone.post('/auth/signup', {
          username: 'leavingsoon',
          password: 'leaving-password',
          email: 'leaving@example.org',
        })
      ).statusCode,
    ).toBe(201);
    await gone.login('leavingsoon', 'leaving-password');
    const id = await create({ name: 'Left Behind Cafe' });
    expect(
      (
        await gone.put(
          `/businesses/${id}`,
          business({ name: 'Left Behind Cafe', description: 'Edited by someone who left.' }),
        )
      ).statusCode,
    ).toBe(200);
    expect((await gone.call('DELETE', '/user', { body: { password: 'leaving-password' } })).statusCode).toBe(204);
    const [edit] = await historyOf(id);
    expect(edit).toMatchObject({ action: 'edited', actorId: null, actorUsername: 'deleted user' });
  });

  it('restores a product, its company and category, without the Company Option', async () => {
    const companies = (await clients.anonymous.get('/companies')).json();
    const types = (await clients.anonymous.get('/types')).json();
    const productType = types.productTypes[0];
    const product = (description: string) => ({
      name: 'Plain Soap',
      description,
      productCategoryType: { id: productType.productCategoryType.id },
      productType: { id: productType.id },
      manufacturerLink: 'https://soap.example.org',
      companyUpdate: 'existing',
      companyEntity: { id: companies[0].id },
      accommodations: ['fragrance-free'],
    });
    const made = await clients.member.post('/products', product('No scent at all.'));
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().id;
    const [created] = (await clients.anonymous.get(`/products/${id}/history`)).json().content;
    expect(created.changes).toContainEqual({
      field: 'companyEntity',
      before: null,
      after: { id: companies[0].id, name: companies[0].name },
    });
    await clients.other.put(`/products/${id}`, { ...product('Now scented.'), accommodations: [] });
    const reverted = await clients.administrator.post(`/products/${id}/history/${created.id}/revert`);
    expect(reverted.statusCode, reverted.body).toBe(200);
    expect(reverted.json()).toMatchObject({
      description: 'No scent at all.',
      accommodations: ['fragrance-free'],
      companyEntity: { id: companies[0].id },
    });
  });

  it('records closing, reopening and merging (the closing part calls recordRevision with its before and after)', async () => {
    const repository = new EntryRepository(businessSpec);
    const id = await create({ name: 'Closing Cafe' });
    const target = await create({ name: 'Merged Into Cafe' });
    const open = { ...(await repository.find(api.db, id))!, closed: false, mergedInto: null };
    const closed = { ...open, closed: true };
    const merged = { ...closed, mergedInto: { id: target, name: 'Merged Into Cafe' } };
    const moderatorId = (await clients.moderator.get('/user')).json().id;
    await api.db.transaction(async (tx) => {
      await recordRevision(tx, businessSpec, id, {
        action: 'closed',
        actorId: moderatorId,
        before: open,
        after: closed,
      });
      await recordRevision(tx, businessSpec, id, {
        action: 'reopened',
        actorId: moderatorId,
        before: closed,
        after: open,
      });
      await recordRevision(tx, businessSpec, id, {
        action: 'merged',
        actorId: moderatorId,
        before: open,
        after: merged,
      });
    });
    const history = await historyOf(id);
    expect(history.slice(0, 3).map((r) => [r.action, r.changes])).toEqual([
      [
        'merged',
        [
          { field: 'closed', before: false, after: true },
          { field: 'mergedInto', before: null, after: { id: target, name: 'Merged Into Cafe' } },
        ],
      ],
      ['reopened', [{ field: 'closed', before: true, after: false }]],
      ['closed', [{ field: 'closed', before: false, after: true }]],
    ]);
    // A revert sets back the writable fields, not closing: reopening is its own act.
    const [createdRevision] = history.slice(-1);
    expect((await clients.moderator.post(`/businesses/${id}/history/${createdRevision!.id}/revert`)).statusCode).toBe(
      200,
    );
  });

  it("starts a demo entry's history with its creation by its owner", async () => {
    const found = (await clients.anonymous.get('/businesses?searchText=Willow Salon')).json();
    const history = await historyOf(found.content[0].id);
    expect(history.map((r) => [r.action, r.actorUsername])).toEqual([['created', 'moderator']]);
    expect(history[0]!.changes).toContainEqual({ field: 'name', before: null, after: 'Willow Fragrance-Free Salon' });
  });

  it("deletes an entry's history with it", async () => {
    const id = await create({ name: 'Deleted Cafe' });
    expect((await clients.member.delete(`/businesses/${id}`)).statusCode).toBe(204);
    const left = await rows<{ n: number }>(
      api.db,
      compiled(sql`SELECT count(*)::int AS n FROM revisions WHERE entry_kind = 'businesses' AND entry_id = ${id}`),
    );
    expect(left[0]!.n).toBe(0);
  });
});
