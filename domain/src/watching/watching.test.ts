import { describe, expect, it } from 'vitest';
import {
  markReadSchema,
  notificationDetails,
  notificationText,
  stateChanges,
  WATCHING,
  type NotificationType,
} from './watching.js';

describe('notifications', () => {
  it('say what changed in a sentence, from the type and the stored details', () => {
    expect(
      notificationText('status-changed', 'businesses', {
        changes: [{ key: 'fragrance-free-cleaning', from: 'confirmed', to: 'disputed' }],
      }),
    ).toBe('Fragrance-free cleaning products: now disputed (was confirmed).');
    expect(notificationText('closed', 'homes', { action: 'merged' })).toBe('It was merged into another entry.');
    expect(notificationText('closed', 'homes', {})).toBe('It was marked closed.');
    const types: NotificationType[] = ['reported', 'review', 'photo', 'new-place'];
    expect(types.map((t) => notificationText(t, 'socials', {}))).toEqual([
      WATCHING.text.reported,
      WATCHING.text.review,
      WATCHING.text.photo,
      WATCHING.text.newPlace,
    ]);
    // Details that are not what they should be read as none.
    expect(notificationDetails.parse({ changes: 'x' })).toEqual({});
  });

  it('hear of a state that moved, not of a key newly listed or dropped', () => {
    const before = new Map([
      ['a', 'confirmed'],
      ['b', 'unconfirmed'],
      ['c', 'disputed'],
    ] as const);
    const after = new Map([
      ['a', 'disputed'],
      ['b', 'unconfirmed'],
      ['d', 'unconfirmed'],
    ] as const);
    expect(stateChanges(before, after)).toEqual([{ key: 'a', from: 'confirmed', to: 'disputed' }]);
  });

  it('name the bell by how many are unread', () => {
    expect(WATCHING.bell(3)).toBe('Notifications, 3 unread');
    expect(WATCHING.bell(0)).toBe('Notifications');
  });

  it('are marked read by id or all at once, never by nothing', () => {
    expect(markReadSchema.safeParse({ all: true }).success).toBe(true);
    expect(markReadSchema.safeParse({ ids: [1, 2] }).success).toBe(true);
    const refused = markReadSchema.safeParse({ ids: [] });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['ids', WATCHING.markReadRequired],
    ]);
  });
});
