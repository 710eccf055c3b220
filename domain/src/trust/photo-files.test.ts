import { describe, expect, it } from 'vitest';
import {
  canDeletePhoto,
  canReportPhoto,
  formErrors,
  PHOTO,
  PHOTO_BYTES_MAX,
  PHOTO_SIZES,
  PHOTO_UI,
  photoFileProblem,
  photoFormSchema,
  photoSrcSet,
  photoWidths,
} from '../index.js';

describe('a photo file chosen in the browser', () => {
  it('must be there, not empty, and within the size limit', () => {
    expect(photoFileProblem(null)).toBe(PHOTO.fileRequired);
    expect(photoFileProblem({ size: PHOTO_BYTES_MAX + 1, type: 'image/jpeg' })).toBe(PHOTO.tooLarge);
    expect(photoFileProblem({ size: 0, type: 'image/jpeg' })).toBe(PHOTO.notAnImage);
    expect(photoFileProblem({ size: PHOTO_BYTES_MAX, type: 'image/jpeg' })).toBeUndefined();
  });

  it('is refused early only when the browser calls it something other than an image', () => {
    expect(photoFileProblem({ size: 10, type: 'application/pdf' })).toBe(PHOTO.notAnImage);
    // A phone's HEIC may come without a type: its content decides at the API.
    expect(photoFileProblem({ size: 10, type: '' })).toBeUndefined();
    expect(photoFileProblem({ size: 10, type: 'image/heic' })).toBeUndefined();
  });

  it('counts photos and names a place in the large view from one', () => {
    expect(PHOTO_UI.position(0, 3)).toBe('Photo 1 of 3');
    expect(PHOTO_UI.count(1)).toBe('1 photo');
    expect(PHOTO_UI.count(2)).toBe('2 photos');
    expect(PHOTO_UI.byline(null, '3 Nov 2026')).toBe('Added by a deleted user on 3 Nov 2026');
  });
});

describe("the uploader's form", () => {
  it('says what is wrong with the caption, what it shows and the file, each at its field', () => {
    expect(formErrors(photoFormSchema, { caption: '', shows: undefined, file: null })).toEqual({
      caption: PHOTO.captionRequired,
      shows: PHOTO.showsRequired,
      file: PHOTO.fileRequired,
    });
    expect(
      formErrors(photoFormSchema, {
        caption: 'The posted policy',
        shows: 'policy',
        file: { size: PHOTO_BYTES_MAX + 1, type: 'image/jpeg', name: 'big.jpg' },
      }),
    ).toEqual({ file: PHOTO.tooLarge });
    expect(
      photoFormSchema.safeParse({
        caption: 'The posted policy',
        shows: 'policy',
        file: { size: 1000, type: 'image/png' },
      }).success,
    ).toBe(true);
  });
});

describe('the widths a srcset gives', () => {
  it('scales each size to its longest side from the large file, never up', () => {
    expect(photoWidths(2048, 1536)).toEqual({ thumb: PHOTO_SIZES.thumb, screen: PHOTO_SIZES.screen, large: 2048 });
    // Upright: the height is the longest side.
    expect(photoWidths(1536, 2048)).toEqual({ thumb: 120, screen: 720, large: 1536 });
    // A small photo is kept at its own size.
    expect(photoWidths(600, 400)).toEqual({ thumb: PHOTO_SIZES.thumb, screen: 600, large: 600 });
    expect(
      photoSrcSet({ width: 600, height: 400, urls: { thumb: '/t.webp', screen: '/s.webp', large: '/l.webp' } }),
    ).toBe('/t.webp 160w, /s.webp 600w, /l.webp 600w');
  });
});

describe('who may delete or report a photo', () => {
  const member = { id: 3, username: 'member', roles: ['ROLE_USER'] };
  const other = { id: 4, username: 'other', roles: ['ROLE_USER'] };
  const moderator = { id: 2, username: 'moderator', roles: ['ROLE_USER', 'ROLE_MODERATOR'] };
  const administrator = { id: 1, username: 'administrator', roles: ['ROLE_USER', 'ROLE_ADMIN'] };

  it('offers Delete to its uploader, moderators and administrators only', () => {
    const photo = { createdBy: 'member' };
    expect([member, other, moderator, administrator, null].map((user) => canDeletePhoto(user, photo))).toEqual([
      true,
      false,
      true,
      true,
      false,
    ]);
    // A deleted uploader's photo: moderators only.
    expect([member, moderator].map((user) => canDeletePhoto(user, { createdBy: null }))).toEqual([false, true]);
  });

  it('offers Report to anyone signed in but its uploader', () => {
    expect([member, other, moderator, null].map((user) => canReportPhoto(user, { createdBy: 'member' }))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});
