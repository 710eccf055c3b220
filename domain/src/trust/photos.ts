/**
 * Photos as proof: a picture of the soap label, the posted policy, the room. Any signed-in person
 * adds photos to an entry (and up to REVIEW_PHOTOS_MAX to their own review), each with a short
 * caption and what it shows. Every photo is re-encoded before it is stored, so nothing the camera
 * wrote (GPS position, camera, time) survives.
 */
import { ENTRY_KINDS, isEntryKind, type EntryKind } from '../kinds/kinds.js';
import { z } from 'zod';
import { isAdmin, isModerator, type RoleHolder } from '../account/roles.js';
import { requiredText, rowId } from '../entries/validation.js';

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
/**
 * Upload attempts a person may make in an hour, failed ones included (a broken or hostile file
 * costs its decoding all the same); an address may make twice as many, for a household.
 */
export const PHOTO_ATTEMPTS_PER_HOUR = 60;
/** The sizes every photo is re-encoded to: the longest side, in pixels. */
export const PHOTO_SIZES = { thumb: 160, screen: 960, large: 2048 } as const;
export type PhotoSize = keyof typeof PHOTO_SIZES;
/** The types accepted, judged by the file's content (never its name). */
export const PHOTO_INPUT_FORMATS = ['jpeg', 'png', 'webp', 'heif', 'avif'] as const;
/**
 * What a file picker and a phone's camera are offered. HEIC is not among them: the image library's
 * prebuilt build reads HEIF only when AV1-coded (AVIF), and an iPhone turns its HEIC photos into
 * JPEG for a picker that does not ask for HEIC.
 */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp,image/avif';

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
    'Helpful photos show a posted fragrance-free policy, a product label or its ingredients, ' +
    'the cleaning or laundry products used, or the space itself. ' +
    'Please leave out faces and anything personal, such as addresses, names or documents.',
  caption: 'Caption',
  captionRequired: 'Please add a short caption: it describes the photo to people who cannot see it.',
  captionMax: `Maximum of ${PHOTO_CAPTION_MAX} characters allowed`,
  shows: 'What does it show?',
  showsRequired: 'Please choose what the photo shows.',
  fileRequired: 'Please choose a photo.',
  tooLarge: `That file is too large: photos may be up to ${PHOTO_BYTES_MAX / 1024 / 1024} MB.`,
  notAnImage: 'That file is not a photo we can read. Please use a JPEG, PNG, WebP or AVIF image.',
  tooManyPixels: 'That image is too large to process. Please use a smaller picture.',
  reviewFull: `A review can carry at most ${REVIEW_PHOTOS_MAX} photos.`,
  dailyLimit: `You have added ${PHOTOS_PER_DAY_MAX} photos today. Please add more tomorrow.`,
  notFound: 'That photo no longer exists.',
  reportReasonRequired: 'Please choose what is wrong with the photo.',
  reviewNotYours: 'Photos can be added only to your own review of this entry.',
  oneFile: 'Please choose one photo at a time.',
  reportResolution: 'A photo report is resolved by deleting the photo or by dismissing the report.',
  uploadBroken: 'The upload did not arrive whole. Please try again.',
  tooManyAttempts: 'Too many photo uploads in a short time. Please wait a while, then try again.',
  uploadBusy: 'Too many photos are being uploaded at once. Please try again in a moment.',
  uploadStalled: 'The upload stopped arriving. Please check your connection and try again.',
  multipartRequired: 'Send the photo and its fields as multipart/form-data.',
} as const;

/** The entry kinds that carry photos: their REST collections. */
export const PHOTO_KINDS = ENTRY_KINDS;
export type PhotoKind = EntryKind;
export const isPhotoKind = isEntryKind;

/** The most photos an entry's page carries (the newest; a review's own are on the review too). */
export const ENTRY_PHOTOS_SHOWN = 50;
/** Objects with no photo row are deleted once they are this old (an upload in progress is younger). */
export const PHOTO_ORPHAN_MINUTES = 60;

/** The sizes in the order they grow, for a `srcset`. */
export const PHOTO_SIZE_NAMES = ['thumb', 'screen', 'large'] as const satisfies readonly PhotoSize[];

/** Where one size of a photo is stored: `photos/{uuid}/{size}.webp`. */
export const photoKey = (uuid: string, size: PhotoSize): string => `photos/${uuid}/${size}.webp`;

/**
 * Whether a key may be asked of the store: under `photos/`, parts of lower-case letters, digits, `-`
 * and `.` (none starting with a dot), and never a `..` (so no path leaves the photos).
 */
export const isPhotoKey = (key: string): boolean => /^photos(\/[a-z0-9][a-z0-9.-]*)+$/.test(key) && !key.includes('..');

/** Where the browser fetches a photo: from the store's public address, else the site's own `/photos/{key}`. */
export const sitePhotoUrl = (key: string): string => `/photos/${key}`;

/** A photo's three files as addresses. */
export const photoUrls = z.object({ thumb: z.string(), screen: z.string(), large: z.string() });
export type PhotoUrls = z.infer<typeof photoUrls>;

/**
 * A photo as the API answers it. Width and height are those of the `large` file; the placeholder is
 * its dominant colour (`#rrggbb`), shown while the image loads. `createdBy` is the uploader's
 * public username (null once their account is deleted); `reviewId` the review it belongs to.
 */
export const photo = z.object({
  id: z.number().int(),
  caption: z.string(),
  shows: z.enum(PHOTO_SHOWS),
  width: z.number().int(),
  height: z.number().int(),
  placeholder: z.string(),
  urls: photoUrls,
  createdBy: z.string().nullable(),
  createdDate: z.string(),
  reviewId: z.number().int().nullable(),
});
export type Photo = z.infer<typeof photo>;

/** What an entry's details and a review carry: their photos, newest first. */
export const photosAnswer = { photos: z.array(photo) };
/** What a list row carries: its newest photo as the cover (none or one), and how many it has. */
export const listedPhotos = { photos: z.array(photo).max(1), photoCount: z.number().int() };

/** A photo's details as sent beside the file: `POST /{collection}/{id}/photos` (multipart fields). */
export const photoFieldsSchema = z.object({
  caption: requiredText(PHOTO.captionRequired, PHOTO_CAPTION_MAX, PHOTO.captionMax),
  shows: z.enum(PHOTO_SHOWS, { error: PHOTO.showsRequired }),
  /** Set when the photo belongs to the uploader's own review of that entry (a blank field is none). */
  reviewId: z.preprocess((v) => (typeof v === 'string' && v.trim() === '' ? undefined : v), rowId().optional()),
});
export type PhotoFields = z.infer<typeof photoFieldsSchema>;

/** A photo report: `POST /photos/{id}/reports`. */
export const photoReportSchema = z.object({
  reason: z.enum(PHOTO_REPORT_REASONS, { error: PHOTO.reportReasonRequired }),
});
export type PhotoReportPayload = z.infer<typeof photoReportSchema>;

/**
 * What is wrong with a chosen file before it is sent, or undefined: none chosen, or too large. Its
 * type is judged by its content when it arrives; here only a file the browser calls something other
 * than an image is refused early (a phone's HEIC may come with no type at all).
 */
export function photoFileProblem(
  file: { readonly size: number; readonly type: string } | null | undefined,
): string | undefined {
  if (!file) return PHOTO.fileRequired;
  if (file.size > PHOTO_BYTES_MAX) return PHOTO.tooLarge;
  if (file.size === 0 || (file.type !== '' && !file.type.startsWith('image/'))) return PHOTO.notAnImage;
  return undefined;
}

/** The uploader's form: a photo's fields and the chosen file (as a browser's File has it: its size and type). */
export const photoFormSchema = photoFieldsSchema.extend({
  file: z.unknown().superRefine((value, issues) => {
    const file =
      typeof value === 'object' &&
      value !== null &&
      'size' in value &&
      'type' in value &&
      typeof value.size === 'number' &&
      typeof value.type === 'string'
        ? { size: value.size, type: value.type }
        : null;
    const problem = photoFileProblem(file);
    if (problem) issues.addIssue({ code: 'custom', message: problem });
  }),
});

/**
 * Each file's width for a photo whose large file is `width` × `height`: what a `srcset` says of
 * them. Every size is the large one scaled so its longest side is at most that size's, never up.
 */
export function photoWidths(width: number, height: number): Record<PhotoSize, number> {
  const longest = Math.max(width, height, 1);
  const at = (size: PhotoSize) => Math.max(1, Math.round(width * Math.min(1, PHOTO_SIZES[size] / longest)));
  return { thumb: at('thumb'), screen: at('screen'), large: width };
}

/** The `srcset` of a photo's three files, with their widths. */
export function photoSrcSet(photo: { width: number; height: number; urls: PhotoUrls }): string {
  const widths = photoWidths(photo.width, photo.height);
  return PHOTO_SIZE_NAMES.map((size) => `${photo.urls[size]} ${widths[size]}w`).join(', ');
}

/**
 * Who is offered a photo's Delete: its uploader (by public username, as a photo names them), moderators and
 * administrators.
 */
export function canDeletePhoto(
  user: (RoleHolder & { readonly username: string }) | null | undefined,
  photo: { readonly createdBy: string | null },
): boolean {
  if (!user) return false;
  return isModerator(user) || isAdmin(user) || (photo.createdBy !== null && photo.createdBy === user.username);
}

/** Who is offered a photo's Report: anyone signed in but its uploader. */
export function canReportPhoto(
  user: { readonly username: string } | null | undefined,
  photo: { readonly createdBy: string | null },
): boolean {
  return !!user && photo.createdBy !== user.username;
}

/** What the photo screens say: the uploader, the strip, the large view and the moderators' queue. */
export const PHOTO_UI = {
  /** The toast label: "Photo deleted successfully." */
  label: 'Photo',
  heading: 'Photos',
  add: 'Add a photo',
  addToReview: 'Add a photo to your review',
  uploaderTitle: 'Add a photo',
  file: 'Photo',
  preview: 'Preview of the chosen photo',
  upload: 'Upload',
  cancel: 'Cancel',
  uploading: 'Uploading',
  added: 'Photo added.',
  cancelled: 'Upload cancelled.',
  none: 'No photos yet.',
  count: (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`,
  /** The large view's title: "Photo 2 of 5". */
  position: (index: number, total: number) => `Photo ${index + 1} of ${total}`,
  previous: 'Previous photo',
  next: 'Next photo',
  close: 'Close',
  keys: 'Left and right arrow keys move between photos; Escape closes.',
  byline: (username: string | null | undefined, date: string) => `Added by ${username ?? 'a deleted user'} on ${date}`,
  onReview: 'From a review',
  delete: 'Delete photo',
  deleteWhat: 'this photo',
  report: 'Report photo',
  reportTitle: 'Report this photo',
  reportReason: 'What is wrong with it?',
  reportSubmit: 'Send report',
  reported: 'Thank you. A moderator will look at the photo.',
  /** The moderators' queue: a photo report's entry column and its actions. */
  reportedPhoto: 'Reported photo',
  dismiss: 'Dismiss',
  dismissed: 'Report dismissed.',
} as const;
