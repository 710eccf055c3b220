import { describe, expect, it } from 'vitest';
import {
  describeModeration,
  isPhotoKey,
  isPhotoKind,
  PHOTO,
  PHOTO_CAPTION_MAX,
  PHOTO_DELETED,
  PHOTO_REPORT_REASON_LABELS,
  PHOTO_REPORT_REASONS,
  PHOTO_SHOWS,
  PHOTO_SHOWS_LABELS,
  PHOTO_SIZE_NAMES,
  PHOTO_SIZES,
  photoFieldsSchema,
  photoKey,
  photoReportOutcomeMail,
  photoReportSchema,
  report,
  sitePhotoUrl,
} from '../index.js';

describe('photos', () => {
  it('labels every choice of what a photo shows and every report reason', () => {
    for (const shows of PHOTO_SHOWS) expect(PHOTO_SHOWS_LABELS[shows]).not.toBe('');
    for (const reason of PHOTO_REPORT_REASONS) expect(PHOTO_REPORT_REASON_LABELS[reason]).not.toBe('');
  });

  it('takes a caption up to the limit, what it shows, and an optional review (a blank one is none)', () => {
    expect(photoFieldsSchema.parse({ caption: ' Label ', shows: 'label', reviewId: '' })).toEqual({
      caption: 'Label',
      shows: 'label',
      reviewId: undefined,
    });
    expect(photoFieldsSchema.parse({ caption: 'Label', shows: 'label', reviewId: '12' })).toMatchObject({
      reviewId: 12,
    });
    const refused = photoFieldsSchema.safeParse({ caption: ' ', shows: 'selfie', reviewId: 'x' });
    expect(refused.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['caption', PHOTO.captionRequired],
      ['shows', PHOTO.showsRequired],
      ['reviewId', expect.any(String)],
    ]);
    expect(
      photoFieldsSchema.safeParse({ caption: 'x'.repeat(PHOTO_CAPTION_MAX + 1), shows: 'other' }).error?.issues[0]
        ?.message,
    ).toBe(PHOTO.captionMax);
    expect(photoReportSchema.safeParse({ reason: 'ugly' }).error?.issues[0]?.message).toBe(PHOTO.reportReasonRequired);
  });

  it('stores each size under photos/{uuid}/{size}.webp and serves the site-relative address without a public store', () => {
    expect(PHOTO_SIZE_NAMES).toEqual(Object.keys(PHOTO_SIZES));
    const key = photoKey('0b6b2c0e-5d1b-4e4e-9f1a-2a3b4c5d6e7f', 'thumb');
    expect(key).toBe('photos/0b6b2c0e-5d1b-4e4e-9f1a-2a3b4c5d6e7f/thumb.webp');
    expect(isPhotoKey(key)).toBe(true);
    expect(sitePhotoUrl(key)).toBe(`/photos/${key}`);
  });

  it('refuses keys outside the photos, with a way up, or with other characters', () => {
    for (const key of [
      'photos/../secret',
      'photos/a/../../b',
      'secrets/a.webp',
      'photos/A.webp',
      'photos/a b.webp',
      'photos//a.webp',
      'photos/',
      '/photos/a.webp',
      'photos/a%2e.webp',
      'photos/.hidden',
    ]) {
      expect(isPhotoKey(key), key).toBe(false);
    }
  });

  it('knows the kinds with photos', () => {
    expect(['businesses', 'homes', 'products', 'socials'].every(isPhotoKind)).toBe(true);
    expect(isPhotoKind('support')).toBe(false);
  });

  it('answers a photo report with its photo and a photo reason, ended by deleting the photo', () => {
    const parsed = report.parse({
      id: 1,
      entryKind: 'businesses',
      entryId: 2,
      entryName: 'Cafe',
      reason: 'personal',
      photo: null,
      text: null,
      status: 'resolved',
      resolution: PHOTO_DELETED,
      note: null,
      reporterUsername: 'member',
      createdDate: '2026-11-03T10:00:00Z',
      resolvedDate: '2026-11-04T10:00:00Z',
    });
    expect(parsed.resolution).toBe('photo-deleted');
  });

  it("mails the reporter a photo report's outcome and logs a photo's deletion", () => {
    const mail = photoReportOutcomeMail({
      username: 'member',
      caption: 'The soap',
      entryName: 'Cafe',
      entryUrl: 'https://x.example/businesses/2',
      reason: 'personal',
      resolution: PHOTO_DELETED,
    });
    expect(mail.subject).toContain('"Cafe"');
    expect(mail.text).toContain('"The soap"');
    expect(mail.text).toContain('The photo has been removed.');
    expect(
      photoReportOutcomeMail({
        username: 'm',
        caption: 'c',
        entryName: 'e',
        entryUrl: 'u',
        reason: 'offensive',
        resolution: 'dismissed',
      }).text,
    ).toContain('left the photo as it is');
    expect(describeModeration({ action: 'deleted', targetKind: 'photo', targetName: 'The soap', detail: null })).toBe(
      'deleted the photo “The soap”',
    );
  });
});
