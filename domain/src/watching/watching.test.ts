import { describe, expect, it } from 'vitest';
import {
  digestMail,
  markReadSchema,
  NOTIFICATION_SETTINGS_DEFAULT,
  notificationSettingsOf,
  unsubscribed,
  unsubscribeTargetLabel,
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
      WATCHING.text.newPlace.new,
    ]);
    expect(notificationText('new-place', 'homes', { reason: 'meets-needs' })).toBe(
      'It now meets your needs, in an area you watch.',
    );
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

  it("stop one type, or every type of a digest, from a mail's link", () => {
    const settings = {
      ...NOTIFICATION_SETTINGS_DEFAULT,
      email: { ...NOTIFICATION_SETTINGS_DEFAULT.email, review: 'daily', photo: 'daily' },
    } as const;
    expect(unsubscribed(settings, 'closed').email).toMatchObject({ closed: 'off', review: 'daily' });
    expect(unsubscribed(settings, 'daily').email).toMatchObject({
      review: 'off',
      photo: 'off',
      reported: 'weekly',
      'status-changed': 'immediate',
    });
    expect(unsubscribeTargetLabel('weekly')).toBe(WATCHING.unsubscribe.digest.weekly);
    expect(unsubscribeTargetLabel('review')).toBe(WATCHING.settings.types.review);
  });

  it('read stored settings over the defaults, dropping what is no longer known', () => {
    expect(notificationSettingsOf(undefined)).toEqual(NOTIFICATION_SETTINGS_DEFAULT);
    const read = notificationSettingsOf({
      email: { review: 'daily', gone: 'immediate' },
      push: 'nonsense',
      timeZone: 'Not/AZone',
      watchSafeForMe: false,
    });
    expect(read.email).toEqual({ ...NOTIFICATION_SETTINGS_DEFAULT.email, review: 'daily' });
    expect(read.push).toEqual(NOTIFICATION_SETTINGS_DEFAULT.push);
    expect(read.timeZone).toBe('UTC');
    expect(read.watchSafeForMe).toBe(false);
  });

  it('write a digest grouped by place, counted in its subject', () => {
    const mail = digestMail(
      'weekly',
      [
        { title: 'Cafe', url: 'https://x/businesses/1', changes: ['It has a new review.', 'It has a new photo.'] },
        { title: 'Deli', url: 'https://x/businesses/2', changes: ['It reopened.'] },
      ],
      { unsubscribe: 'https://x/unsubscribe/t', settings: 'https://x/notifications/settings' },
    );
    expect(mail.subject).toBe('Your weekly digest: 3 changes at 2 places');
    expect(mail.text).toContain('Cafe\n- It has a new review.\n- It has a new photo.\nhttps://x/businesses/1');
    expect(mail.text).toContain(`${WATCHING.mail.digestWhy}\nStop these emails: https://x/unsubscribe/t`);
  });
});
