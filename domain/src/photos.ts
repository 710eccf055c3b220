/**
 * Photos as proof: a picture of the soap label, the posted policy, the room. Any signed-in person
 * adds photos to an entry (and up to REVIEW_PHOTOS_MAX to their own review), each with a short
 * caption and what it shows. Every photo is re-encoded before it is stored, so nothing the camera
 * wrote (GPS position, camera, time) survives.
 */
import { z } from 'zod';
import { requiredText, rowId } from './validation.js';

/** What a photo shows, in the order the form offers it. */
export const PHOTO_SHOWS = ['policy', 'label', 'cleaning', 'space', 'other'] as const;
export type PhotoShows = (typeof PHOTO_SHOWS)[number];

export const PHOTO_SHOWS_LABELS: Readonly<Record<PhotoShows, string>> = {
  policy: 'Posted policy',
  label: 'Product label or ingredients',
  cleaning: 'Cleaning or laundry products',
  space: 'The space',
  other: 'Other',
};

/** A caption is short: it is the photo's alt text. */
export const PHOTO_CAPTION_MAX = 140;
/** The largest file accepted, before processing. */
export const PHOTO_BYTES_MAX = 15 * 1024 * 1024;
/** Pixel bombs are refused: no input larger than this many pixels (width × height) is decoded. */
export const PHOTO_PIXELS_MAX = 50_000_000;
/** A review carries at most this many photos. */
export const REVIEW_PHOTOS_MAX = 4;
/** A person uploads at most this many photos in any 24 hours. */
export const PHOTOS_PER_DAY_MAX = 30;
/** The sizes every photo is re-encoded to: the longest side, in pixels. */
export const PHOTO_SIZES = { thumb: 160, screen: 960, large: 2048 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
/** The types accepted, judged by the file's content (never its name). */
export const PHOTO_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'avif'] as const;
/** What a file picker and a phone's camera are offered. */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,image/avif';

/** The reasons a photo may be reported. */
export const PHOTO_REPORT_REASONS = ['wrong-place', 'personal', 'offensive'] as const;
export type PhotoReportReason = (typeof PHOTO_REPORT_REASONS)[number];
export const PHOTO_REPORT_REASON_LABELS: Readonly<Record<PhotoReportReason, string>> = {
  'wrong-place': 'It shows a different place or product',
  personal: 'It shows a face or personal information',
  offensive: 'It is offensive',
};

export const PHOTO = {
  guidance:
    'Helpful photos show a posted fragrance-free policy, a product label or its ingredients, the cleaning or laundry products used, or the space itself. Please leave out faces and anything personal, such as addresses, names or documents.',
  caption: 'Caption',
  captionRequired: 'Please add a short caption: it describes the photo to people who cannot see it.',
  captionMax: `Maximum of ${PHOTO_CAPTION_MAX} characters allowed`,
  shows: 'What does it show?',
  showsRequired: 'Please choose what the photo shows.',
  fileRequired: 'Please choose a photo.',
  tooLarge: `That file is too large: photos may be up to ${PHOTO_BYTES_MAX / 1024 / 1024} MB.`,
  notAnImage: 'That file is not a photo we can read. Please use a JPEG, PNG, WebP, HEIC or AVIF image.',
  tooManyPixels: 'That image is too large to process. Please use a smaller picture.',
  reviewFull: `A review can carry at most ${REVIEW_PHOTOS_MAX} photos.`,
  dailyLimit: `You have added ${PHOTOS_PER_DAY_MAX} photos today. Please add more tomorrow.`,
  notFound: 'That photo no longer exists.',
  reportReasonRequired: 'Please choose what is wrong with the photo.',
} as const;

/** A photo's details as sent beside the file: `POST /{collection}/{id}/photos` (multipart fields). */
export const photoFieldsSchema = z.object({
  caption: requiredText(PHOTO.captionRequired, PHOTO_CAPTION_MAX, PHOTO.captionMax),
  shows: z.enum(PHOTO_SHOWS, { error: PHOTO.showsRequired }),
  /** Set when the photo belongs to the uploader's own review of that entry. */
  reviewId: rowId().optional(),
});
export type PhotoFields = z.infer<typeof photoFieldsSchema>;

/** A photo report: `POST /photos/{id}/reports`. */
export const photoReportSchema = z.object({
  reason: z.enum(PHOTO_REPORT_REASONS, { error: PHOTO.reportReasonRequired }),
});
export type PhotoReportPayload = z.infer<typeof photoReportSchema>;
