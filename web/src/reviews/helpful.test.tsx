import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { M, UI } from '@ffc/domain/messages';
import { business, review } from '../../test/fixtures';
import { locationQuery, member, renderAt } from '../../test/render';
import { server } from '../../test/server';

/** Clear Air Cafe with three reviews: the member's own (id 3), and two by others. */
const reviews = [
  review(1, { name: 'Newest', helpfulCount: 0 }),
  review(2, { name: 'Useful', helpfulCount: 4, votedHelpful: true }),
  review(3, { name: 'My own', createdById: member.id, createdByUsername: 'member', helpfulCount: 2 }),
];
const withReviews = (content = reviews) =>
  business({ reviews: { ...business().reviews, content, totalElements: content.length, totalPages: 1 } });

const cardOf = (title: string) => screen.getByRole('link', { name: title }).closest('li')!;

describe('helpful votes on a detail page', () => {
  it("offers a Helpful (n) toggle on others' reviews, pressed where the person voted, and only the count on their own", async () => {
    server.use(graphql.query('Business', () => HttpResponse.json({ data: { entry: withReviews() } })));
    renderAt('/businesses/7', { user: member });
    await screen.findByRole('link', { name: 'Newest' });
    expect(within(cardOf('Newest')).getByRole('button', { name: UI.helpful(0) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(within(cardOf('Useful')).getByRole('button', { name: UI.helpful(4) })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    // Their own card offers no vote (it offers adding a photo to it instead).
    expect(within(cardOf('My own')).queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
    expect(within(cardOf('My own')).getByText(UI.helpful(2))).toBeInTheDocument();
  });

  it('shows logged-out visitors the counts, with nothing to press', async () => {
    server.use(graphql.query('Business', () => HttpResponse.json({ data: { entry: withReviews() } })));
    renderAt('/businesses/7');
    await screen.findByRole('link', { name: 'Useful' });
    expect(within(cardOf('Useful')).getByText(UI.helpful(4))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Helpful/ })).not.toBeInTheDocument();
  });

  it('votes and takes the vote back from the keyboard, the count following at once', async () => {
    const votes: unknown[] = [];
    server.use(
      graphql.query('Business', () => HttpResponse.json({ data: { entry: withReviews() } })),
      graphql.mutation('VoteHelpful', ({ variables }) => {
        votes.push(variables);
        const helpful = variables.helpful === true;
        return HttpResponse.json({
          data: {
            voteHelpful: {
              __typename: 'Review',
              id: 1,
              kind: 'BUSINESS',
              helpfulCount: helpful ? 1 : 0,
              votedHelpful: helpful,
            },
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderAt('/businesses/7', { user: member });
    const toggle = await screen.findByRole('button', { name: UI.helpful(0) });
    toggle.focus();
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(within(cardOf('Newest')).getByRole('button', { name: UI.helpful(1) })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(votes).toEqual([{ kind: 'BUSINESS', id: 1, helpful: true }]);
    expect(within(cardOf('Newest')).getByRole('button', { name: UI.helpful(1) })).toHaveFocus();
    await user.keyboard(' ');
    await waitFor(() =>
      expect(within(cardOf('Newest')).getByRole('button', { name: UI.helpful(0) })).toHaveAttribute(
        'aria-pressed',
        'false',
      ),
    );
    expect(votes).toEqual([
      { kind: 'BUSINESS', id: 1, helpful: true },
      { kind: 'BUSINESS', id: 1, helpful: false },
    ]);
  });

  it('says why when the server refuses a vote, and puts the count back', async () => {
    server.use(
      graphql.query('Business', () => HttpResponse.json({ data: { entry: withReviews() } })),
      graphql.mutation('VoteHelpful', () =>
        HttpResponse.json({
          errors: [
            {
              message: M.ownReviewVote,
              extensions: {
                code: 'BAD_REQUEST',
                status: 400,
                fieldErrors: [{ field: 'helpful', message: M.ownReviewVote }],
              },
            },
          ],
        }),
      ),
    );
    const user = userEvent.setup();
    renderAt('/businesses/7', { user: member });
    await user.click(await screen.findByRole('button', { name: UI.helpful(0) }));
    expect(await screen.findByText(M.ownReviewVote)).toBeInTheDocument();
    expect(within(cardOf('Newest')).getByRole('button', { name: UI.helpful(0) })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });
});

describe("a review's own page", () => {
  it('offers the toggle to others, and shows its author the count alone', async () => {
    server.use(
      graphql.query('Review', () =>
        HttpResponse.json({
          data: {
            review: {
              ...review(1, { createdById: member.id, name: 'Mine', helpfulCount: 5 }),
              parentName: 'Clear Air Cafe',
            },
          },
        }),
      ),
    );
    const { unmount } = renderAt('/businesses/7/reviews/1', { user: member });
    expect(await screen.findByRole('heading', { name: 'Mine' })).toBeInTheDocument();
    expect(screen.getByText(UI.helpful(5))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: UI.helpful(5) })).not.toBeInTheDocument();
    unmount();
    renderAt('/businesses/7/reviews/1', { user: { ...member, id: 50 } });
    expect(await screen.findByRole('button', { name: UI.helpful(5) })).toHaveAttribute('aria-pressed', 'false');
  });
});

describe('the order of reviews', () => {
  it('asks for newest first, then most helpful first when chosen, from the first page, in the address', async () => {
    const orders: unknown[] = [];
    server.use(
      graphql.query('Business', ({ variables }) => {
        orders.push(variables.reviewsOrder);
        return HttpResponse.json({
          data: {
            entry: withReviews(
              variables.reviewsOrder === 'helpful' ? [reviews[1]!, reviews[2]!, reviews[0]!] : reviews,
            ),
          },
        });
      }),
    );
    const user = userEvent.setup();
    renderAt('/businesses/7?page=2', { user: member });
    const select = await screen.findByRole('combobox', { name: UI.sortReviews });
    expect(select).toHaveValue('newest');
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest', 'Most helpful']);
    await user.selectOptions(select, 'Most helpful');
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: /Newest|Useful|My own/ }).map((a) => a.textContent)).toEqual([
        'Useful',
        'My own',
        'Newest',
      ]),
    );
    expect(orders).toContain('helpful');
    expect(locationQuery().get('order')).toBe('helpful');
    expect(locationQuery().get('page')).toBeNull();
  });

  it('offers no order for a single review', async () => {
    server.use(graphql.query('Business', () => HttpResponse.json({ data: { entry: withReviews([reviews[0]!]) } })));
    renderAt('/businesses/7');
    await screen.findByRole('link', { name: 'Newest' });
    expect(screen.queryByRole('combobox', { name: UI.sortReviews })).not.toBeInTheDocument();
  });
});
