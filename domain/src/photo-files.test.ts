import { describe, expect, it } from 'vitest';
import { PHOTO, PHOTO_BYTES_MAX, PHOTO_UI, photoFileProblem } from './index.js';

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
