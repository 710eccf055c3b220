import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT, REPORTS_PER_DAY_MAX, SITE_NAME } from '@ffc/domain';
import {
  addPortlandBusiness,
  buildTestApi,
  DATABASE_ENGINES,
  isoIds,
  waitForMail,
  type TestApi,
  type TestClient,
} from '../../test/testing.js';
import { all, loggedIn, roleClients, statusByRole, type Role } from '../../test/testing-roles.js';

describe.each(DATABASE_ENGINES)('reports of a change on %s', (engine) => {
  let api: TestApi;
  let clients: Record<Role, TestClient>;
  let ids: { usa: number; oregon: number };
  beforeAll(async () => {
    api = await buildTestApi(engine);
    clients = await roleClients(api);
    ids = await isoIds(api.db, { usa: 'US', oregon: 'US/OR' });
  });
  afterAll(() => api.close());

  let made = 0;
  const business = (name = `Report Cafe ${++made}`) =>
    addPortlandBusiness(clients.member, ids, { name, website: 'https://report.example.org', policy: true });

  async function fileReport(
    by: TestClient,
    entryId: number,
    reason = 'scented',
    text: string | null = 'They plug in air fresheners now.',
  ) {
    const response = await by.post(`/businesses/${entryId}/reports`, { reason, text });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>();
  }

  it('files a report that the entry shows by reason and date only, and moderators see in full', async () => {
    const id = await business('Scented Now Cafe');
    const filed = await clients.member.post(`/businesses/${id}/reports`, {
      reason: 'scented',
      text: 'Plug-in fresheners by the door.',
    });
    expect(filed.statusCode, filed.body).toBe(201);
    expect(filed.json()).toMatchObject({
      entryKind: 'businesses',
      entryId: id,
      entryName: 'Scented Now Cafe',
      reason: 'scented',
      status: 'open',
      reporterUsername: 'member',
    });

    const entry = (await clients.anonymous.get(`/businesses/${id}`)).json();
    expect(entry.closed).toBe(false);
    expect(entry.mergedInto).toBeNull();
    expect(entry.openReports).toEqual([{ reason: 'scented', createdDate: expect.any(String) }]);
    expect(JSON.stringify(entry.openReports)).not.toContain('Plug-in');

    const queue = (await clients.moderator.get('/reports?status=open&size=100')).json();
    const row = queue.content.find((r: { id: number }) => r.id === filed.json().id);
    expect(row).toMatchObject({
      entryName: 'Scented Now Cafe',
      text: 'Plug-in fresheners by the door.',
      reporterUsername: 'member',
    });
    expect(JSON.stringify(queue)).not.toContain('member@example.org');
  });

  it('lets only signed-in people report, and only moderators and administrators read the queue and resolve', async () => {
    const id = await business();
    expect(
      await statusByRole(
        clients,
        async () => undefined,
        (c) => c.post(`/businesses/${id}/reports`, { reason: 'moved' }),
      ),
    ).toEqual(loggedIn(201));
    expect(
      await statusByRole(
        clients,
        async () => undefined,
        (c) => c.get('/reports'),
      ),
    ).toEqual({ ...all(403), anonymous: 401, moderator: 200, administrator: 200 });
    expect(
      await statusByRole(
        clients,
        async () => undefined,
        (c) => c.put('/reports/999999', { resolution: 'dismissed' }),
      ),
    ).toEqual({ ...all(403), anonymous: 401, moderator: 404, administrator: 404 });
    expect((await clients.member.put(`/businesses/${id}/closed`, { closed: true })).statusCode).toBe(403);
  });

  it('refuses a second open report on the same entry, an unknown reason and a missing entry', async () => {
    const id = await business();
    await fileReport(clients.other, id);
    const again = await clients.other.post(`/businesses/${id}/reports`, { reason: 'moved' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(REPORT.alreadyReported);
    const bad = await clients.other.post(`/businesses/${id}/reports`, { reason: 'haunted' });
    expect(bad.json().errors).toEqual([{ field: 'reason', message: REPORT.reasonRequired }]);
    expect((await clients.other.post('/businesses/999999/reports', { reason: 'moved' })).statusCode).toBe(404);
  });

  it(`allows ${REPORTS_PER_DAY_MAX} reports a day per person, then refuses with 429`, async () => {
    const reporter = api.client();
    expect(
      (
        await reporter.post('/auth/signup', {
          username: 'busyreporter',
          password: 'busy-password',
          email: 'busy@example.org',
        })
      ).statusCode,
    ).toBe(201);
    await reporter.login('busyreporter', 'busy-password');
    for (let i = 0; i < REPORTS_PER_DAY_MAX; i++) await fileReport(reporter, await business(), 'other', null);
    const over = await reporter.post(`/businesses/${await business()}/reports`, { reason: 'other' });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe(REPORT.dailyLimit);
  });

  it('resolving as closed closes the entry, logs it, mails the reporter, and drops it from lists', async () => {
    const id = await business('Closing Time Cafe');
    const { id: reportId } = await fileReport(clients.member, id, 'closed', 'Boarded up.');
    const resolved = await clients.moderator.put(`/reports/${reportId}`, {
      resolution: 'closed',
      note: 'Confirmed by phone.',
    });
    expect(resolved.statusCode, resolved.body).toBe(200);
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolution: 'closed',
      note: 'Confirmed by phone.',
      resolvedDate: expect.any(String),
    });

    const entry = (await clients.anonymous.get(`/businesses/${id}`)).json();
    expect(entry).toMatchObject({ closed: true, mergedInto: null, openReports: [] });
    const listed = (await clients.anonymous.get('/businesses?searchText=Closing Time Cafe')).json();
    expect(listed.content).toEqual([]);
    const withClosed = (
      await clients.anonymous.get('/businesses?searchText=Closing Time Cafe&includeClosed=true')
    ).json();
    expect(withClosed.content).toEqual([expect.objectContaining({ id, closed: true })]);

    const [mail] = await waitForMail(api.ctx, 'member@example.org', `${SITE_NAME}: your report on "Closing Time Cafe"`);
    expect(mail!.text).toContain('permanently closed');
    expect(mail!.text).toContain("The moderator's note: Confirmed by phone.");
    expect(mail!.text).toContain(`/businesses/${id}`);

    const log = (await clients.moderator.get('/moderation-log')).json();
    expect(log.content[0]).toMatchObject({
      action: 'report-resolved',
      targetKind: 'business',
      targetId: id,
      targetName: 'Closing Time Cafe',
      actorUsername: 'moderator',
      detail: 'closed: Confirmed by phone.',
    });

    const twice = await clients.moderator.put(`/reports/${reportId}`, { resolution: 'dismissed' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe(REPORT.alreadyResolved);
    expect((await clients.moderator.get('/reports')).json().content.map((r: { id: number }) => r.id)).not.toContain(
      reportId,
    );
    expect(
      (await clients.moderator.get('/reports?status=resolved')).json().content.map((r: { id: number }) => r.id),
    ).toContain(reportId);
  });

  it('resolving as merged closes the entry and names the one it duplicates; the target must be another open entry', async () => {
    const original = await business('Original Bakery');
    const duplicate = await business('Original Bakery (again)');
    const { id: reportId } = await fileReport(clients.other, duplicate, 'duplicate', null);
    expect((await clients.moderator.put(`/reports/${reportId}`, { resolution: 'merged' })).json().errors).toEqual([
      { field: 'mergedIntoId', message: REPORT.mergedIntoRequired },
    ]);
    expect(
      (await clients.moderator.put(`/reports/${reportId}`, { resolution: 'merged', mergedIntoId: duplicate })).json()
        .errors,
    ).toEqual([{ field: 'mergedIntoId', message: REPORT.mergedIntoSelf }]);
    expect(
      (await clients.moderator.put(`/reports/${reportId}`, { resolution: 'merged', mergedIntoId: 999999 })).json()
        .errors,
    ).toEqual([{ field: 'mergedIntoId', message: REPORT.mergedIntoMissing }]);

    const merged = await clients.administrator.put(`/reports/${reportId}`, {
      resolution: 'merged',
      mergedIntoId: original,
    });
    expect(merged.statusCode, merged.body).toBe(200);
    expect((await clients.anonymous.get(`/businesses/${duplicate}`)).json()).toMatchObject({
      closed: true,
      mergedInto: { id: original, name: 'Original Bakery' },
    });
    const [mail] = await waitForMail(api.ctx, 'other@example.org', `${SITE_NAME}: your report`);
    expect(mail!.text).toContain('"Original Bakery"');

    // A closed entry is no merge target.
    const third = await business();
    expect(
      (await clients.moderator.put(`/businesses/${third}/closed`, { closed: true, mergedIntoId: duplicate })).json()
        .errors,
    ).toEqual([{ field: 'mergedIntoId', message: REPORT.mergedIntoClosed }]);
  });

  it('dismissing or marking edited changes nothing on the entry', async () => {
    const id = await business();
    const first = await fileReport(clients.member, id, 'details-wrong');
    const second = await fileReport(clients.other, id, 'moved');
    expect((await clients.moderator.put(`/reports/${first.id}`, { resolution: 'dismissed' })).statusCode).toBe(200);
    expect((await clients.anonymous.get(`/businesses/${id}`)).json()).toMatchObject({
      closed: false,
      openReports: [{ reason: 'moved' }],
    });
    expect(
      (await clients.moderator.put(`/reports/${second.id}`, { resolution: 'edited', note: 'Address updated.' }))
        .statusCode,
    ).toBe(200);
    expect((await clients.anonymous.get(`/businesses/${id}`)).json()).toMatchObject({ closed: false, openReports: [] });
    // Resolved: the person may report the entry again.
    await fileReport(clients.member, id, 'other');
  });

  it('moderators close, reopen and merge an entry directly, each logged', async () => {
    const id = await business('Direct Close Cafe');
    const closed = await clients.moderator.put(`/businesses/${id}/closed`, { closed: true });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ id, closed: true, modifiedByUsername: 'moderator' });
    expect((await clients.moderator.get('/moderation-log')).json().content[0]).toMatchObject({
      action: 'closed',
      targetId: id,
    });

    const reopened = await clients.moderator.put(`/businesses/${id}/closed`, { closed: false });
    expect(reopened.json()).toMatchObject({ closed: false, mergedInto: null });
    expect((await clients.moderator.get('/moderation-log')).json().content[0]).toMatchObject({
      action: 'reopened',
      targetId: id,
    });
    expect((await clients.anonymous.get('/businesses?searchText=Direct Close Cafe')).json().content).toHaveLength(1);

    const other = await business('Direct Target Cafe');
    const merged = await clients.administrator.put(`/businesses/${id}/closed`, { closed: true, mergedIntoId: other });
    expect(merged.json()).toMatchObject({ closed: true, mergedInto: { id: other, name: 'Direct Target Cafe' } });
    expect((await clients.moderator.get('/moderation-log')).json().content[0]).toMatchObject({
      action: 'merged',
      detail: `“Direct Target Cafe” (#${other})`,
    });
    expect((await clients.moderator.put('/businesses/999999/closed', { closed: true })).statusCode).toBe(404);

    // Each act is a revision of the entry's history, newest first, with who did it.
    const history = (await clients.anonymous.get(`/businesses/${id}/history`)).json();
    expect(history.content.slice(0, 3)).toMatchObject([
      {
        action: 'merged',
        actorUsername: 'administrator',
        changes: expect.arrayContaining([expect.objectContaining({ field: 'closed', before: false, after: true })]),
      },
      {
        action: 'reopened',
        actorUsername: 'moderator',
        changes: expect.arrayContaining([expect.objectContaining({ field: 'closed', before: true, after: false })]),
      },
      { action: 'closed', actorUsername: 'moderator' },
    ]);
  });

  it('works for every entry kind: a social group is reported, closed and left out of its list', async () => {
    const created = await clients.member.post('/socials', {
      name: 'Closing Social Group',
      description: 'Monthly meetups.',
      socialType: { id: 1 },
      frequencyType: { id: 3 },
      country: { id: ids.usa },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const filed = await clients.member.post(`/socials/${id}/reports`, { reason: 'closed' });
    expect(filed.json()).toMatchObject({ entryKind: 'socials', entryName: 'Closing Social Group' });
    await clients.moderator.put(`/reports/${filed.json().id}`, { resolution: 'closed' });
    expect((await clients.anonymous.get(`/socials/${id}`)).json().closed).toBe(true);
    expect((await clients.anonymous.get('/socials?searchText=Closing Social Group')).json().content).toEqual([]);
  });

  it('keeps closed entries out of the sitemap and the home page highlights', async () => {
    const id = await business('Sitemap Closed Cafe');
    expect((await clients.other.post(`/businesses/${id}/reviews`, { name: 'Lovely', rating: 5 })).statusCode).toBe(201);
    const countOf = async () =>
      (await clients.anonymous.get('/highlights')).json().counts.find((c: { kind: string }) => c.kind === 'businesses')
        .count;
    const recent = async () =>
      (await clients.anonymous.get('/highlights'))
        .json()
        .recent.map((p: { id: number; kind: string }) => `${p.kind}/${p.id}`);
    expect(await recent()).toContain(`businesses/${id}`);
    const [before, counted] = [(await clients.anonymous.get('/sitemap')).json().businesses, await countOf()];
    await clients.moderator.put(`/businesses/${id}/closed`, { closed: true });
    expect((await clients.anonymous.get('/sitemap')).json().businesses).toBe(before - 1);
    expect(await countOf()).toBe(counted - 1);
    expect(await recent()).not.toContain(`businesses/${id}`);
    const page = (await clients.anonymous.get('/sitemap/businesses')).json();
    expect(page.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it('deletes the reports of a deleted entry with it', async () => {
    const id = await business();
    const { id: reportId } = await fileReport(clients.member, id);
    expect((await clients.member.delete(`/businesses/${id}`)).statusCode).toBe(204);
    expect((await clients.moderator.put(`/reports/${reportId}`, { resolution: 'dismissed' })).statusCode).toBe(404);
  });
});
