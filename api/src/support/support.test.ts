import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '@ffc/domain';
import { buildTestApi, DATABASE_ENGINES, waitForMail, type TestApi, type TestClient } from '../../test/testing.js';
import { loggedIn, roleClients, statusByRole, type Role } from '../../test/testing-roles.js';

describe.each(DATABASE_ENGINES)('support tickets on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  beforeAll(async () => {
    api = await buildTestApi(engine);
    clients = await roleClients(api);
  });
  afterAll(() => api.close());

  const ticket = (overrides: Record<string, unknown> = {}) => ({
    name: 'Wrong address for Clear Air Cafe',
    description: 'They moved to 2 Main St.',
    entityType: { id: 1 },
    supportType: { id: 1 },
    entityId: 1,
    email: true,
    ...overrides,
  });

  async function file(by: Role = 'member', overrides: Record<string, unknown> = {}): Promise<number> {
    const response = await clients[by].post('/support', ticket(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id;
  }

  it('files a ticket that opens active with no resolution', async () => {
    const response = await clients.member.post('/support', ticket());
    expect(response.json()).toMatchObject({
      name: 'Wrong address for Clear Air Cafe',
      entityType: { id: 1, name: 'Business' },
      supportType: { id: 1, name: 'Incorrect Information' },
      entityId: 1,
      active: true,
      resolution: null,
      email: true,
    });
  });

  it('requires a name and a support type', async () => {
    expect((await clients.member.post('/support', {})).json().errors).toEqual([
      { field: 'name', message: 'Name is required' },
      { field: 'supportType', message: 'Support Type is required' },
    ]);
  });

  it('mails the creator the resolution when a ticket that asked for updates is updated', async () => {
    const id = await file();
    const update = await clients.moderator.put(
      `/support/${id}`,
      ticket({ resolution: 'Address corrected.', active: false }),
    );
    expect(update.statusCode).toBe(200);
    expect(update.json()).toMatchObject({ resolution: 'Address corrected.', active: false });
    const [mail] = await waitForMail(api.ctx, 'member@example.org', `${SITE_NAME}: your support ticket`);
    expect(mail).toMatchObject({
      to: 'member@example.org',
      subject: expect.stringContaining('Wrong address for Clear Air Cafe'),
    });
    expect(mail!.text).toContain('Resolution: Address corrected.');

    const quiet = await file('member', { email: false, name: 'No mail please' });
    const before = (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n;
    await clients.moderator.put(
      `/support/${quiet}`,
      ticket({ email: false, name: 'No mail please', resolution: 'Done.' }),
    );
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM mail_outbox'))[0]!.n).toBe(before);
  });

  it('lists active tickets by default, and filters by type, entity type, active and name', async () => {
    await file('member', { name: 'Zz suggestion ticket', supportType: { id: 4 }, entityType: { id: 2 } });
    const closed = await file('member', { name: 'Zz closed ticket', supportType: { id: 4 } });
    await clients.moderator.put(
      `/support/${closed}`,
      ticket({ name: 'Zz closed ticket', supportType: { id: 4 }, active: false }),
    );
    const names = async (query: string) =>
      (await clients.moderator.get(`/support?${query}`)).json().content.map((t: { name: string }) => t.name);
    expect(await names('supportType=4')).toEqual(['Zz suggestion ticket']);
    expect(await names('supportType=4&active=false')).toEqual(['Zz closed ticket']);
    expect(await names('entityType=2&searchText=suggestion')).toEqual(['Zz suggestion ticket']);
  });

  const ROUTES: {
    route: string;
    call: (c: TestClient, id: number) => Promise<{ statusCode: number }>;
    expect: Record<Role, number>;
  }[] = [
    { route: 'POST /support', call: (c) => c.post('/support', ticket()), expect: loggedIn(201) },
    {
      route: 'GET /support',
      call: (c) => c.get('/support'),
      expect: { anonymous: 401, other: 403, member: 403, moderator: 200, administrator: 200 },
    },
    {
      route: 'GET /support/{id}',
      call: (c, id) => c.get(`/support/${id}`),
      expect: { anonymous: 401, other: 403, member: 403, moderator: 200, administrator: 200 },
    },
    {
      route: 'PUT /support/{id}',
      call: (c, id) => c.put(`/support/${id}`, ticket({ email: false })),
      expect: { anonymous: 401, other: 403, member: 403, moderator: 200, administrator: 200 },
    },
    {
      route: 'DELETE /support/{id}',
      call: (c, id) => c.delete(`/support/${id}`),
      expect: { anonymous: 401, other: 403, member: 403, moderator: 403, administrator: 204 },
    },
  ];

  it.each(ROUTES)(
    '$route answers each role as the authorization table says (member filed the ticket)',
    async ({ call, expect: expected }) => {
      expect(await statusByRole(clients, () => file(), call)).toEqual(expected);
    },
  );
});
