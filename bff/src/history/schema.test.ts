import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { placeIds } from '../../test/reviewed-kind.suite.js';

interface HistoryAnswer {
  history: {
    totalElements: number;
    content: {
      id: number;
      action: string;
      actionLabel: string;
      actorUsername: string;
      revertedTo: number | null;
      changes: { field: string; label: string; before: string; after: string }[];
    }[];
  };
}

const HISTORY = `query ($kind: EntryKind!, $id: Int!) {
  history(kind: $kind, id: $id) { totalElements content { id action actionLabel actorUsername revertedTo changes { field label before after } } }
}`;

describe("an entry's history and revert through the BFF", () => {
  let stack: Stack;
  let member: GraphQLClient;
  let moderator: GraphQLClient;
  let other: GraphQLClient;
  beforeAll(async () => {
    stack = await startStack();
    [member, moderator, other] = await stack.loggedIn('member', 'moderator', 'administrator');
  });
  afterAll(() => stack.close());

  it('shows who changed which field from what to what, with labels, and lets a moderator revert', async () => {
    const { country, state } = await placeIds(member, 'United States', 'Oregon');
    const input = (description: string, accommodations: string[]) => ({
      name: 'History Hall',
      description,
      socialTypeId: 1,
      frequencyTypeId: 3,
      city: 'Eugene',
      stateId: state,
      countryId: country,
      accommodations,
    });
    const created = await member.run<{ createSocial: { id: number } }>(
      'mutation ($i: SocialInput!) { createSocial(input: $i) { id } }',
      { i: input('Monthly.', ['meeting-rule']) },
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createSocial.id;
    const edited = await other.run(
      'mutation ($id: Int!, $i: SocialInput!) { updateSocial(id: $id, input: $i) { id } }',
      { id, i: input('Weekly.', ['meeting-rule', 'online-option']) },
    );
    expect(edited.errors).toBeUndefined();

    const anonymous = await stack.client().run<HistoryAnswer>(HISTORY, { kind: 'SOCIAL', id });
    expect(anonymous.errors).toBeUndefined();
    const [edit, creation] = anonymous.data!.history.content;
    expect(edit).toMatchObject({
      action: 'edited',
      actionLabel: 'Edited',
      actorUsername: 'administrator',
      revertedTo: null,
    });
    expect(edit!.changes).toEqual([
      { field: 'description', label: 'Description', before: 'Monthly.', after: 'Weekly.' },
      {
        field: 'accommodations',
        label: 'Accommodations',
        before: 'Fragrance-free rule for meetings',
        after: 'Fragrance-free rule for meetings; Online option for those who cannot attend',
      },
    ]);
    expect(creation).toMatchObject({ action: 'created', actorUsername: 'member' });
    expect(creation!.changes).toContainEqual({
      field: 'socialType',
      label: 'Meeting Type',
      before: '(none)',
      after: 'In Person',
    });

    const refused = await member.run(
      'mutation ($id: Int!, $r: Int!) { revertEntry(kind: SOCIAL, id: $id, revision: $r) }',
      { id, r: creation!.id },
    );
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', status: 403 });
    const reverted = await moderator.run(
      'mutation ($id: Int!, $r: Int!) { revertEntry(kind: SOCIAL, id: $id, revision: $r) }',
      { id, r: creation!.id },
    );
    expect(reverted.errors).toBeUndefined();
    expect(reverted.data).toEqual({ revertEntry: true });
    const entry = await stack
      .client()
      .run<{ social: { description: string; accommodations: string[] } }>(
        'query ($id: Int!) { social(id: $id) { description accommodations } }',
        { id },
      );
    expect(entry.data!.social).toEqual({ description: 'Monthly.', accommodations: ['meeting-rule'] });
    const after = await stack.client().run<HistoryAnswer>(HISTORY, { kind: 'SOCIAL', id });
    expect(after.data!.history.content[0]).toMatchObject({
      action: 'reverted',
      actionLabel: 'Reverted',
      actorUsername: 'moderator',
      revertedTo: creation!.id,
    });

    const log = await moderator.run<{
      moderationLog: { content: { action: string; targetId: number; targetKind: string }[] };
    }>('{ moderationLog { content { action targetKind targetId } } }');
    expect(
      log
        .data!.moderationLog.content.filter((l) => l.targetKind === 'social' && l.targetId === id)
        .map((l) => l.action),
    ).toEqual(['reverted', 'edited']);
  });

  it('answers NOT_FOUND for the history of a missing entry and for a revision of another entry', async () => {
    const missing = await stack.client().run(HISTORY, { kind: 'BUSINESS', id: 987654 });
    expect(missing.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
    const wrong = await moderator.run('mutation { revertEntry(kind: HOME, id: 1, revision: 987654) }');
    expect(wrong.errors?.[0]?.extensions.code).toBe('NOT_FOUND');
  });
});
