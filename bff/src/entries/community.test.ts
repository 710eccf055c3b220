import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack, type GraphQLClient, type Stack } from '../../test/testing.js';
import { placeIds } from '../../test/reviewed-kind.suite.js';

describe('social groups, support tickets and users through the BFF', () => {
  let stack: Stack;
  let member: GraphQLClient;
  let moderator: GraphQLClient;
  let administrator: GraphQLClient;
  beforeAll(async () => {
    stack = await startStack();
    [member, moderator, administrator] = await stack.loggedIn('member', 'moderator', 'administrator');
  });
  afterAll(() => stack.close());

  it('creates a social group with its position, lists it by country and state, and lets its creator delete it', async () => {
    const { country, state } = await placeIds(member, 'United States', 'Oregon');
    const created = await member.run<{
      createSocial: { id: number; active: boolean; latitude: number; socialType: { name: string } };
    }>(
      'mutation ($i: SocialInput!) { createSocial(input: $i) { id active latitude socialType { name } frequencyType { name } } }',
      {
        i: {
          name: 'Eugene Clean Air Meetup',
          description: 'Monthly.',
          socialTypeId: 1,
          frequencyTypeId: 3,
          city: 'Eugene',
          stateId: state,
          countryId: country,
        },
      },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createSocial).toMatchObject({ active: true, socialType: { name: 'In Person' } });
    expect(created.data!.createSocial.latitude).toBeCloseTo(44.05, 1);
    const id = created.data!.createSocial.id;
    const list = await stack
      .client()
      .run<{ socials: { content: { id: number }[] } }>(
        'query ($f: SocialFilter) { socials(filter: $f) { content { id name } totalElements } }',
        { f: { country, state } },
      );
    expect(list.data!.socials.content.map((s) => s.id)).toContain(id);
    // Who created and who last changed it come by username, not id.
    const edited = await moderator.run<{ updateSocial: { createdByUsername: string; modifiedByUsername: string } }>(
      'mutation ($id: Int!, $i: SocialInput!) { updateSocial(id: $id, input: $i) { createdByUsername modifiedByUsername } }',
      {
        id,
        i: {
          name: 'Eugene Clean Air Meetup',
          description: 'Weekly now.',
          socialTypeId: 1,
          frequencyTypeId: 3,
          city: 'Eugene',
          stateId: state,
          countryId: country,
        },
      },
    );
    expect(edited.errors).toBeUndefined();
    expect(edited.data!.updateSocial).toEqual({ createdByUsername: 'member', modifiedByUsername: 'moderator' });
    const missing = await member.run('mutation { createSocial(input: {name: "x"}) { id } }');
    expect(missing.errors?.[0]?.extensions.fieldErrors).toContainEqual({
      field: 'frequencyType',
      message: 'Frequency is required',
    });
    expect((await moderator.run('mutation ($id: Int!) { deleteSocial(id: $id) }', { id })).data).toEqual({
      deleteSocial: true,
    });
  });

  it('takes a ticket from a member to a moderator, who finds and resolves it, and an administrator deletes it', async () => {
    const filed = await member.run<{ createSupportTicket: { id: number; active: boolean } }>(
      'mutation ($i: SupportTicketInput!) { createSupportTicket(input: $i) { id active email } }',
      { i: { name: 'Please check Green Leaf Grocery', supportTypeId: 2, entityTypeId: 1, entityId: 3, email: true } },
    );
    expect(filed.data!.createSupportTicket).toMatchObject({ active: true, email: true });
    const id = filed.data!.createSupportTicket.id;
    expect((await member.run('{ supportTickets { totalElements } }')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const found = await moderator.run<{ supportTickets: { content: { id: number }[] } }>(
      '{ supportTickets(filter: {supportType: 2, entityType: 1, searchText: "green leaf"}) { content { id name supportType { name } entityType { name } } } }',
    );
    expect(found.data!.supportTickets.content.map((t) => t.id)).toEqual([id]);
    const resolved = await moderator.run(
      'mutation ($id: Int!, $i: SupportTicketInput!) { updateSupportTicket(id: $id, input: $i) { resolution active } }',
      {
        id,
        i: {
          name: 'Please check Green Leaf Grocery',
          supportTypeId: 2,
          entityTypeId: 1,
          entityId: 3,
          email: true,
          resolution: 'Checked.',
          active: false,
        },
      },
    );
    expect(resolved.data).toEqual({ updateSupportTicket: { resolution: 'Checked.', active: false } });
    expect(
      (await moderator.run('mutation ($id: Int!) { deleteSupportTicket(id: $id) }', { id })).errors?.[0]?.extensions
        .code,
    ).toBe('FORBIDDEN');
    expect((await administrator.run('mutation ($id: Int!) { deleteSupportTicket(id: $id) }', { id })).data).toEqual({
      deleteSupportTicket: true,
    });
  });

  it('lists users for administrators only, and shows others the public view', async () => {
    const list = await administrator.run<{ users: { content: { username: string; email: string }[] } }>(
      '{ users(filter: {searchText: "mem"}) { content { id username email name state { name } country { name } } totalElements } }',
    );
    expect(list.data!.users.content).toEqual([
      expect.objectContaining({ username: 'member', email: 'member@example.org' }),
    ]);
    expect((await member.run('{ users { totalElements } }')).errors?.[0]?.extensions.code).toBe('FORBIDDEN');
    const id = (await member.run<{ me: { id: number } }>('{ me { id } }')).data!.me.id;
    const seen = await stack
      .client()
      .run('query ($id: Int!) { user(id: $id) { username email phoneNumber address1 latitude } }', { id });
    expect(seen.data).toEqual({
      user: { username: 'member', email: null, phoneNumber: null, address1: null, latitude: null },
    });
  });
});
