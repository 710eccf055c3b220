/** Reports of a change through GraphQL and the real API (api/src/reports/reports.test.ts has the REST cases). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT, SITE_NAME } from '@ffc/domain';
import { waitForMail } from '@ffc/api/testing';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';

interface Listed {
  businesses: { content: { id: number; name: string; closed: boolean }[] };
}

describe('reports of a change through GraphQL', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let moderator: GraphQLClient;
  let businesses: { id: number; name: string }[];
  beforeAll(async () => {
    stack = await startStack();
    [member, moderator] = await stack.loggedIn('member', 'moderator');
    const listed = await stack.client().run<Listed>('{ businesses { content { id name closed } } }');
    businesses = listed.data!.businesses.content;
    expect(businesses.length).toBeGreaterThan(2);
  });
  afterAll(() => stack.close());

  const report = (client: GraphQLClient, id: number, reason: string, text?: string) =>
    client.run<{ reportEntry: { id: number; reason: string; status: string; entryName: string } }>(
      'mutation ($id: Int!, $r: String!, $t: String) { reportEntry(kind: businesses, id: $id, reason: $r, text: $t) { id reason status entryName } }',
      { id, r: reason, t: text },
    );

  it('files a report the entry shows as an open report, and a second one is refused with the message', async () => {
    const target = businesses[0]!;
    const filed = await report(member, target.id, 'scented', 'Air fresheners in the hall.');
    expect(filed.errors).toBeUndefined();
    expect(filed.data?.reportEntry).toMatchObject({ reason: 'scented', status: 'open', entryName: target.name });
    const entry = await stack.client().run<{
      business: { closed: boolean; mergedInto: unknown; openReports: { reason: string; createdDate: string }[] };
    }>('query ($id: Int!) { business(id: $id) { closed mergedInto { id name } openReports { reason createdDate } } }', { id: target.id });
    expect(entry.data?.business).toEqual({
      closed: false,
      mergedInto: null,
      openReports: [{ reason: 'scented', createdDate: expect.any(String) }],
    });
    const again = await report(member, target.id, 'moved');
    expect(again.errors?.[0]).toMatchObject({ message: REPORT.alreadyReported, extensions: { code: 'BAD_REQUEST' } });
    const bad = await report(member, target.id, 'haunted');
    expect(bad.errors?.[0]?.extensions.fieldErrors).toEqual([{ field: 'reason', message: REPORT.reasonRequired }]);
    expect((await report(stack.client(), target.id, 'moved')).errors?.[0]?.extensions.code).toBe('UNAUTHENTICATED');
  });

  it('gives moderators the queue and lets them resolve as closed; the entry leaves the list and the reporter is mailed', async () => {
    const target = businesses[1]!;
    const filed = await report(member, target.id, 'closed');
    const reportId = filed.data!.reportEntry.id;
    expect((await member.run('{ reports { totalElements } }')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const queue = await moderator.run<{
      reports: { content: { id: number; entryKind: string; entryId: number; reporterUsername: string }[] };
    }>('{ reports(status: "open") { content { id entryKind entryId reporterUsername } totalElements } }');
    expect(queue.data?.reports.content).toContainEqual({
      id: reportId,
      entryKind: 'businesses',
      entryId: target.id,
      reporterUsername: 'member',
    });

    const merged = await moderator.run('mutation ($id: Int!) { resolveReport(id: $id, resolution: "merged") { id } }', {
      id: reportId,
    });
    expect(merged.errors?.[0]?.extensions.fieldErrors).toEqual([
      { field: 'mergedIntoId', message: REPORT.mergedIntoRequired },
    ]);
    const resolved = await moderator.run<{ resolveReport: { status: string; resolution: string; note: string } }>(
      'mutation ($id: Int!) { resolveReport(id: $id, resolution: "closed", note: "Shut for good.") { status resolution note } }',
      { id: reportId },
    );
    expect(resolved.data?.resolveReport).toEqual({ status: 'resolved', resolution: 'closed', note: 'Shut for good.' });

    const listed = await stack
      .client()
      .run<Listed>(
        `{ businesses(filter: { searchText: ${JSON.stringify(target.name)} }) { content { id name closed } } }`,
      );
    expect(listed.data?.businesses.content.map((b) => b.id)).not.toContain(target.id);
    const withClosed = await stack
      .client()
      .run<Listed>(
        `{ businesses(filter: { searchText: ${JSON.stringify(target.name)}, includeClosed: true }) { content { id name closed } } }`,
      );
    expect(withClosed.data?.businesses.content).toContainEqual({ id: target.id, name: target.name, closed: true });
    const [mail] = await waitForMail(stack.api.ctx, 'member@example.org', `${SITE_NAME}: your report on`);
    expect(mail!.text).toContain('Shut for good.');
  });

  it('lets moderators merge and reopen an entry directly with setBusinessClosed', async () => {
    const [into, entry] = [businesses[0]!, businesses[2]!];
    const refused = await member.run('mutation ($id: Int!) { setBusinessClosed(id: $id, closed: true) { id } }', {
      id: entry.id,
    });
    expect(refused.errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const merged = await moderator.run<{
      setBusinessClosed: { closed: boolean; mergedInto: { id: number; name: string } };
    }>(
      'mutation ($id: Int!, $into: Int!) { setBusinessClosed(id: $id, closed: true, mergedIntoId: $into) { closed mergedInto { id name } } }',
      { id: entry.id, into: into.id },
    );
    expect(merged.data?.setBusinessClosed).toEqual({ closed: true, mergedInto: { id: into.id, name: into.name } });
    const reopened = await moderator.run<{ setBusinessClosed: { closed: boolean; mergedInto: null } }>(
      'mutation ($id: Int!) { setBusinessClosed(id: $id, closed: false) { closed mergedInto { id } } }',
      { id: entry.id },
    );
    expect(reopened.data?.setBusinessClosed).toEqual({ closed: false, mergedInto: null });
  });
});
