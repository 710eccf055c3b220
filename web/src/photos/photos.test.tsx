import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  PHOTO,
  PHOTO_ACCEPT,
  PHOTO_REPORT_REASON_LABELS,
  PHOTO_SHOWS_LABELS,
  PHOTO_UI,
  REVIEW_PHOTOS_MAX,
} from '@ffc/domain/photos';
import { business, pageOf, photo, referenceTypes, review } from '../../test/fixtures';
import { member, moderator, renderAt } from '../../test/render';
import { server } from '../../test/server';

const withPhotos = (photos: unknown[], overrides: Record<string, unknown> = {}) => business({ photos, ...overrides });
const two = [
  photo(1, { caption: 'The posted policy' }),
  photo(2, { caption: 'Soap by the sink', shows: 'label', width: 900, height: 1200, createdBy: 'moderator' }),
];

describe('photos on an entry page', () => {
  it('shows each photo lazily, with a srcset, its size set and its colour behind it, and says when there are none', async () => {
    server.use(graphql.query('Business', () => HttpResponse.json({ data: { entry: withPhotos(two) } })));
    renderAt('/businesses/7');
    const strip = await screen.findByRole('list', { name: PHOTO_UI.heading });
    const [first, second] = within(strip).getAllByRole('img');
    expect(first).toHaveAttribute('alt', 'The posted policy');
    expect(first).toHaveAttribute('loading', 'lazy');
    expect(first).toHaveAttribute('src', '/photos/photos/p1/thumb.webp');
    expect(first).toHaveAttribute(
      'srcset',
      '/photos/photos/p1/thumb.webp 160w, /photos/photos/p1/screen.webp 960w, /photos/photos/p1/large.webp 1200w',
    );
    expect(first).toHaveAttribute('width', '160');
    expect(first).toHaveAttribute('height', '120');
    expect(first).toHaveStyle({ backgroundColor: '#3a7d44' });
    // Upright: its thumbnail is 160 high.
    expect(second).toHaveAttribute('width', '120');
    expect(second).toHaveAttribute('height', '160');
    // Anonymous visitors cannot add one.
    expect(screen.queryByRole('button', { name: PHOTO_UI.add })).not.toBeInTheDocument();
  });

  it('says there are no photos yet', async () => {
    server.use(graphql.query('Business', () => HttpResponse.json({ data: { entry: withPhotos([]) } })));
    renderAt('/businesses/7');
    expect(await screen.findByText(PHOTO_UI.none)).toBeInTheDocument();
  });

  it('opens the large view from the keyboard, moves with the arrow keys and a swipe, and closes on Escape', async () => {
    server.use(graphql.query('Business', () => HttpResponse.json({ data: { entry: withPhotos(two) } })));
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    const opener = await screen.findByRole('button', { name: 'The posted policy' });
    opener.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: PHOTO_UI.position(0, 2) });
    const large = within(dialog).getByRole('img', { name: 'The posted policy' });
    expect(large).toHaveAttribute('src', '/photos/photos/p1/screen.webp');
    expect(dialog.querySelector('.photo-viewer-meta')).toHaveTextContent(
      `${PHOTO_SHOWS_LABELS.policy} · Added by member on 2 Nov 2026`,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: PHOTO_UI.next })).toHaveFocus());
    await user.keyboard('{ArrowRight}');
    const second = await screen.findByRole('dialog', { name: PHOTO_UI.position(1, 2) });
    expect(within(second).getByRole('img', { name: 'Soap by the sink' })).toHaveAttribute(
      'src',
      '/photos/photos/p2/screen.webp',
    );
    // It wraps around.
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByRole('dialog', { name: PHOTO_UI.position(0, 2) })).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    const again = await screen.findByRole('dialog', { name: PHOTO_UI.position(1, 2) });
    // A swipe to the right goes back.
    const figure = within(again).getByRole('img', { name: 'Soap by the sink' }).closest('figure')!;
    fireEvent.pointerDown(figure, { clientX: 100, clientY: 200, pointerId: 1 });
    fireEvent.pointerUp(figure, { clientX: 260, clientY: 210, pointerId: 1 });
    expect(await screen.findByRole('dialog', { name: PHOTO_UI.position(0, 2) })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('offers Delete to the uploader, deletes after the confirm and reloads; others may report it', async () => {
    let loads = 0;
    let deleted: unknown;
    let reported: unknown;
    server.use(
      graphql.query(
        'Business',
        () => ((loads += 1), HttpResponse.json({ data: { entry: withPhotos(deleted ? [two[1]] : two) } })),
      ),
      graphql.mutation(
        'DeletePhoto',
        ({ variables }) => ((deleted = variables), HttpResponse.json({ data: { deleted: true } })),
      ),
      graphql.mutation(
        'ReportPhoto',
        ({ variables }) => (
          (reported = variables),
          HttpResponse.json({
            data: {
              report: { __typename: 'Report', id: 5, reason: 'personal', createdDate: '2026-11-03T10:00:00.000Z' },
            },
          })
        ),
      ),
    );
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Soap by the sink' }));
    let dialog = await screen.findByRole('dialog', { name: PHOTO_UI.position(1, 2) });
    // The moderator's photo: the member may report it, not delete it.
    expect(within(dialog).queryByRole('button', { name: PHOTO_UI.delete })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.report }));
    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.reportSubmit }));
    expect(await within(dialog).findByText(PHOTO.reportReasonRequired)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: PHOTO_REPORT_REASON_LABELS.personal }));
    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.reportSubmit }));
    await waitFor(() => expect(reported).toEqual({ id: 2, reason: 'personal' }));
    expect(await screen.findByText(PHOTO_UI.reported)).toBeInTheDocument();

    // Their own photo: Delete, behind the confirm.
    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.previous }));
    dialog = await screen.findByRole('dialog', { name: PHOTO_UI.position(0, 2) });
    expect(within(dialog).queryByRole('button', { name: PHOTO_UI.report })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.delete }));
    const confirm = await screen.findByRole('alertdialog');
    await user.click(within(confirm).getByRole('button', { name: PHOTO_UI.delete }));
    await waitFor(() => expect(deleted).toEqual({ id: 1 }));
    expect(await screen.findByText('Photo deleted successfully.')).toBeInTheDocument();
    await waitFor(() => expect(loads).toBeGreaterThan(1));
    expect(await screen.findByRole('dialog', { name: PHOTO_UI.position(0, 1) })).toBeInTheDocument();
  });
});

describe('the uploader', () => {
  it("asks for the file, the caption and what it shows, shows the API's refusal at its field, then sends it and reloads the page", async () => {
    let loads = 0;
    const sent: {
      caption: FormDataEntryValue | null;
      shows: FormDataEntryValue | null;
      file: FormDataEntryValue | null;
      requestedWith: string | null;
    }[] = [];
    server.use(
      graphql.query(
        'Business',
        () => ((loads += 1), HttpResponse.json({ data: { entry: withPhotos(sent.length > 1 ? [two[0]] : []) } })),
      ),
      http.post('*/uploads/businesses/7/photos', async ({ request }) => {
        const form = await request.formData();
        sent.push({
          caption: form.get('caption'),
          shows: form.get('shows'),
          file: form.get('file'),
          requestedWith: request.headers.get('x-requested-with'),
        });
        if (sent.length === 1)
          return HttpResponse.json(
            {
              status: 400,
              error: 'Bad Request',
              message: 'Validation failed',
              errors: [{ field: 'file', message: PHOTO.notAnImage }],
            },
            { status: 400 },
          );
        return HttpResponse.json(two[0], { status: 201 });
      }),
    );
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: PHOTO_UI.add }));
    const dialog = await screen.findByRole('dialog', { name: PHOTO_UI.uploaderTitle });
    expect(within(dialog).getByText(PHOTO.guidance)).toBeInTheDocument();
    const input = within(dialog).getByLabelText(PHOTO_UI.file);
    expect(input).toHaveAttribute('accept', PHOTO_ACCEPT);
    // A phone offers its camera or its library: nothing forces the camera.
    expect(input).not.toHaveAttribute('capture');
    await waitFor(() => expect(input).toHaveFocus());

    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.upload }));
    expect(await within(dialog).findByText(PHOTO.fileRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PHOTO.captionRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(PHOTO.showsRequired)).toBeInTheDocument();
    expect(sent).toEqual([]);

    await user.upload(
      input,
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'policy.jpg', { type: 'image/jpeg' }),
    );
    await user.type(within(dialog).getByLabelText(PHOTO.caption), 'The posted policy');
    await user.click(within(dialog).getByRole('radio', { name: PHOTO_SHOWS_LABELS.policy }));
    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.upload }));
    expect(await within(dialog).findByText(PHOTO.notAnImage)).toBeInTheDocument();
    expect(sent[0]).toMatchObject({ caption: 'The posted policy', shows: 'policy', requestedWith: 'XMLHttpRequest' });
    expect(sent[0]!.file).toMatchObject({ type: 'image/jpeg' });

    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.upload }));
    expect(await screen.findByText(PHOTO_UI.added)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(loads).toBeGreaterThan(1));
    expect(await screen.findByRole('button', { name: 'The posted policy' })).toBeInTheDocument();
  });

  it('refuses a file over the size limit before sending it', async () => {
    server.use(graphql.query('Business', () => HttpResponse.json({ data: { entry: withPhotos([]) } })));
    renderAt('/businesses/7', { user: member });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: PHOTO_UI.add }));
    const dialog = await screen.findByRole('dialog', { name: PHOTO_UI.uploaderTitle });
    const big = new File(['x'], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(big, 'size', { value: 16 * 1024 * 1024 });
    await user.upload(within(dialog).getByLabelText(PHOTO_UI.file), big);
    await user.click(within(dialog).getByRole('button', { name: PHOTO_UI.upload }));
    expect(await within(dialog).findByText(PHOTO.tooLarge)).toBeInTheDocument();
  });
});

describe('photos of reviews', () => {
  it("shows a review's photos on its card, and lets its author add more until it has the most a review may have", async () => {
    const mine = review(3, { name: 'My own', createdById: member.id, createdByUsername: 'member' });
    const photos = [photo(8, { caption: 'The unscented soap', reviewId: 3 }), photo(9, { caption: 'Not on a review' })];
    server.use(
      graphql.query('Business', () =>
        HttpResponse.json({
          data: { entry: withPhotos(photos, { reviews: { ...business().reviews, content: [mine, review(1)] } }) },
        }),
      ),
    );
    renderAt('/businesses/7', { user: member });
    const card = (await screen.findByRole('link', { name: 'My own' })).closest('li')!;
    expect(within(card).getByRole('button', { name: 'The unscented soap' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Not on a review' })).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: PHOTO_UI.addToReview })).toBeInTheDocument();
    // Another's review: its photos only.
    const theirs = screen.getByRole('link', { name: 'Review 1' }).closest('li')!;
    expect(within(theirs).queryByRole('button', { name: PHOTO_UI.addToReview })).not.toBeInTheDocument();
  });

  it("shows a review's photos on the review's own page, with Add for its author", async () => {
    server.use(
      graphql.query('Review', () =>
        HttpResponse.json({
          data: {
            review: review(3, {
              name: 'My own',
              createdById: member.id,
              createdByUsername: 'member',
              parentName: 'Clear Air Cafe',
              photos: [photo(8, { caption: 'The unscented soap', reviewId: 3 })],
            }),
          },
        }),
      ),
    );
    renderAt('/businesses/7/reviews/3', { user: member });
    const strip = await screen.findByRole('list', { name: `${PHOTO_UI.heading}: My own` });
    expect(within(strip).getByRole('img', { name: 'The unscented soap' })).toHaveAttribute('loading', 'lazy');
    expect(screen.getByRole('button', { name: PHOTO_UI.addToReview })).toBeInTheDocument();
  });

  it('offers no more once a review has the most it may have', async () => {
    const mine = review(3, { name: 'My own', createdById: member.id, createdByUsername: 'member' });
    const full = Array.from({ length: REVIEW_PHOTOS_MAX }, (_, i) => photo(20 + i, { reviewId: 3 }));
    server.use(
      graphql.query('Business', () =>
        HttpResponse.json({
          data: { entry: withPhotos(full, { reviews: { ...business().reviews, content: [mine] } }) },
        }),
      ),
    );
    renderAt('/businesses/7', { user: member });
    const card = (await screen.findByRole('link', { name: 'My own' })).closest('li')!;
    expect(
      within(within(card).getByRole('list', { name: `${PHOTO_UI.heading}: My own` })).getAllByRole('img'),
    ).toHaveLength(REVIEW_PHOTOS_MAX);
    expect(within(card).queryByRole('button', { name: PHOTO_UI.addToReview })).not.toBeInTheDocument();
  });
});

describe('covers in lists and reports in the queue', () => {
  it("shows a row's cover photo as a small lazy thumbnail beside its name", async () => {
    server.use(
      graphql.query('ReferenceData', () => HttpResponse.json({ data: { types: referenceTypes } })),
      graphql.query('Businesses', () =>
        HttpResponse.json({
          data: {
            page: pageOf(
              'BusinessPage',
              [
                {
                  ...business(),
                  photos: [
                    {
                      __typename: 'Photo',
                      id: 1,
                      placeholder: '#3a7d44',
                      urls: { __typename: 'PhotoUrls', thumb: '/photos/photos/p1/thumb.webp' },
                    },
                  ],
                  photoCount: 3,
                  distanceKm: null,
                },
                { ...business({ id: 8, name: 'No Photo Bakery' }), photos: [], photoCount: 0, distanceKm: null },
              ],
              { origin: null },
            ),
          },
        }),
      ),
    );
    renderAt('/businesses');
    const link = await screen.findByRole('link', { name: 'Clear Air Cafe' });
    const thumb = link.querySelector('img')!;
    expect(thumb).toHaveAttribute('src', '/photos/photos/p1/thumb.webp');
    expect(thumb).toHaveAttribute('loading', 'lazy');
    expect(thumb).toHaveAttribute('alt', '');
    expect(screen.getByRole('link', { name: 'No Photo Bakery' }).querySelector('img')).toBeNull();
  });

  it('shows moderators a reported photo, with Delete photo and Dismiss', async () => {
    let dismissed: unknown;
    server.use(
      graphql.query('Reports', () =>
        HttpResponse.json({
          data: {
            page: pageOf(
              'ReportPage',
              dismissed
                ? []
                : [
                    {
                      __typename: 'Report',
                      id: 4,
                      entryKind: 'businesses',
                      entryId: 7,
                      entryName: 'Clear Air Cafe',
                      reason: 'personal',
                      text: null,
                      status: 'open',
                      resolution: null,
                      note: null,
                      reporterUsername: 'member',
                      createdDate: '2026-11-03T10:00:00.000Z',
                      photo: photo(1, { caption: 'A face in the window' }),
                    },
                  ],
            ),
          },
        }),
      ),
      graphql.mutation(
        'ResolveReport',
        ({ variables }) => (
          (dismissed = variables),
          HttpResponse.json({
            data: { resolved: { __typename: 'Report', id: 4, status: 'resolved', resolution: 'dismissed' } },
          })
        ),
      ),
    );
    renderAt('/moderation/reports', { user: moderator });
    expect(await screen.findByRole('img', { name: 'A face in the window' })).toHaveAttribute(
      'src',
      '/photos/photos/p1/thumb.webp',
    );
    expect(screen.getByText(PHOTO_REPORT_REASON_LABELS.personal)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `${PHOTO_UI.delete}: A face in the window` })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: new RegExp(`^${PHOTO_UI.dismiss}: A face in the window`) }));
    await waitFor(() => expect(dismissed).toEqual({ id: 4, resolution: 'dismissed', note: null, mergedIntoId: null }));
    expect(await screen.findByText(PHOTO_UI.dismissed)).toBeInTheDocument();
  });
});
