import { describe, expect, it } from 'vitest';
import { MODERATION_ACTIONS, moderationActionName, moderationActionNamed } from './moderation.js';

describe("moderation actions' GraphQL names", () => {
  it('are valid GraphQL names, one for each action, that lead back to it', () => {
    const names = MODERATION_ACTIONS.map(moderationActionName);
    expect(names.every((name) => /^[_A-Za-z][_0-9A-Za-z]*$/.test(name))).toBe(true);
    expect(new Set(names).size).toBe(MODERATION_ACTIONS.length);
    expect(names.map(moderationActionNamed)).toEqual([...MODERATION_ACTIONS]);
    expect(moderationActionName('roles-changed')).toBe('roles_changed');
  });

  it('lead nowhere for a name that is no action', () => {
    expect(moderationActionNamed('roles-changed')).toBeUndefined();
    expect(moderationActionNamed('promoted')).toBeUndefined();
  });
});
