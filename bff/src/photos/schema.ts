/**
 * Photos in GraphQL: the Photo type that entries, list rows and reviews carry, and `deletePhoto`.
 * Reporting one is `reportPhoto` (../reports/schema.ts); adding one is a REST upload through the BFF
 * (`POST /uploads/{collection}/{id}/photos`, routes.ts), not a mutation.
 */
import { PHOTO_SHOWS, PHOTO_SIZES, type Photo, type PhotoUrls } from '@ffc/domain';
import { listItems } from '../graphql/cost.js';
import { builder, type FieldMap, type ObjectFields } from '../builder/builder.js';

const PhotoUrlsRef = builder.objectRef<PhotoUrls>('PhotoUrls').implement({
  description:
    "A photo's files (WebP), by the length of their longest side: on this site (`/photos/…`) " +
    "or the photo store's public address.",
  fields: (t) => ({
    thumb: t.exposeString('thumb', { description: `At most ${PHOTO_SIZES.thumb} px.` }),
    screen: t.exposeString('screen', { description: `At most ${PHOTO_SIZES.screen} px.` }),
    large: t.exposeString('large', { description: `At most ${PHOTO_SIZES.large} px.` }),
  }),
});

export const PhotoRef = builder.objectRef<Photo>('Photo').implement({
  description: 'A photo of an entry (or of a review of it): re-encoded, with no camera metadata.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    caption: t.exposeString('caption', { description: 'What it shows, in words: its alt text.' }),
    shows: t.exposeString('shows', { description: `One of ${PHOTO_SHOWS.join(', ')}.` }),
    width: t.exposeInt('width', { description: 'Of the large file, in pixels.' }),
    height: t.exposeInt('height', { description: 'Of the large file, in pixels.' }),
    placeholder: t.exposeString('placeholder', { description: 'Its dominant colour (#rrggbb), shown while it loads.' }),
    urls: t.expose('urls', { type: PhotoUrlsRef }),
    createdBy: t.exposeString('createdBy', {
      nullable: true,
      description: "The uploader's public username; null once the account is deleted.",
    }),
    createdDate: t.exposeString('createdDate'),
    reviewId: t.exposeInt('reviewId', { nullable: true, description: 'The review it belongs to, if any.' }),
  }),
});

/**
 * An entry's or a review's photos, newest first (an entry's include its reviews'). A review's are
 * at most a few (`most`), and priced as that many rather than a page.
 */
export const photosField = (
  t: ObjectFields<{ photos: readonly Photo[] }>,
  description: string,
  most?: number,
): FieldMap => ({
  photos: t.expose('photos', {
    type: [PhotoRef],
    description,
    ...(most === undefined ? {} : { extensions: listItems(most) }),
  }),
});

/** A list row's cover (its newest photo; none or one) and how many photos it has. */
export const listedPhotosFields = (t: ObjectFields<{ photos: readonly Photo[]; photoCount: number }>): FieldMap => ({
  photos: t.expose('photos', {
    type: [PhotoRef],
    description: 'Its newest photo as the cover, or none.',
    // At most one: priced as one, not as a page.
    extensions: listItems(1),
  }),
  photoCount: t.exposeInt('photoCount', { description: "How many photos it has, its reviews' included." }),
});

builder.mutationFields((t) => ({
  deletePhoto: t.boolean({
    authScopes: { signedIn: true },
    description:
      'Its uploader, moderators and administrators: deletes the photo and its files; its open reports are resolved.',
    args: { id: t.arg.int({ required: true }) },
    resolve: async (_root, { id }, { rest }) => {
      await rest.deletePhoto(id);
      return true;
    },
  }),
}));
