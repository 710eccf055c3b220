/** Email confirmation on the screens: the profile's line with its resend button, and the mailed link's page. */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { M, UI } from '@ffc/domain/messages';
import { business, review, userRecord } from '../../test/fixtures';
import { member, renderAt } from '../../test/render';
import { server } from '../../test/server';

const tooSoon = {
  errors: [
    { message: M.emailConfirmationThrottled, extensions: { code: 'BAD_REQUEST', status: 429, fieldErrors: [] } },
  ],
};
const spentLink = {
  errors: [
    {
      message: M.emailConfirmationLinkInvalid,
      extensions: {
        code: 'BAD_REQUEST',
        status: 400,
        fieldErrors: [{ field: 'token', message: M.emailConfirmationLinkInvalid }],
      },
    },
  ],
};

describe('the profile of a person whose email is not yet confirmed', () => {
  it('says so, and sends the link again; asked again too soon, it says why nothing was sent', async () => {
    let sends = 0;
    server.use(
      graphql.query('Profile', () => HttpResponse.json({ data: { profile: userRecord({ emailConfirmed: false }) } })),
      graphql.mutation('SendEmailConfirmation', () =>
        ++sends === 1 ? HttpResponse.json({ data: { sendEmailConfirmation: true } }) : HttpResponse.json(tooSoon),
      ),
    );
    renderAt('/profile', { user: member });
    expect(await screen.findByText(M.emailNotConfirmed)).toBeInTheDocument();
    const user = userEvent.setup();
    const resend = screen.getByRole('button', { name: 'Send the link again' });
    await user.click(resend);
    expect(await screen.findByText(M.emailConfirmationSent)).toHaveAttribute('role', 'status');
    await user.click(resend);
    await waitFor(() => expect(screen.getByText(M.emailConfirmationThrottled)).toBeInTheDocument());
    expect(sends).toBe(2);
  });

  it('has no such line once the address is confirmed', async () => {
    server.use(
      graphql.query('Profile', () => HttpResponse.json({ data: { profile: userRecord({ emailConfirmed: true }) } })),
    );
    renderAt('/profile', { user: member });
    expect(await screen.findByRole('heading', { name: 'member', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(M.emailNotConfirmed)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send the link again' })).not.toBeInTheDocument();
  });
});

describe('the confirmation link page', () => {
  it('confirms the token once as it opens, says so, and offers the login when signed out', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.mutation(
        'ConfirmEmail',
        ({ variables }) => (asked.push(variables), HttpResponse.json({ data: { confirmEmail: true } })),
      ),
    );
    renderAt('/confirm-email?token=abc123abc123abc123');
    expect(await screen.findByRole('heading', { name: M.emailConfirmed, level: 1 })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(asked).toEqual([{ token: 'abc123abc123abc123' }]);
    expect(document.title).toMatch(/^Confirm Email \| /);
  });

  it('offers the profile when signed in', async () => {
    server.use(graphql.mutation('ConfirmEmail', () => HttpResponse.json({ data: { confirmEmail: true } })));
    renderAt('/confirm-email?token=abc123abc123abc123', { user: member });
    expect(await screen.findByRole('heading', { name: M.emailConfirmed, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: UI.toProfile })).toHaveAttribute('href', '/profile');
  });

  it('says a used, expired or missing link cannot confirm, and sends nothing for a missing one', async () => {
    const asked: unknown[] = [];
    server.use(
      graphql.mutation('ConfirmEmail', ({ variables }) => (asked.push(variables), HttpResponse.json(spentLink))),
    );
    const shown = renderAt('/confirm-email?token=abc123abc123abc123');
    expect(await screen.findByRole('heading', { name: M.emailConfirmationLinkInvalid, level: 1 })).toBeInTheDocument();
    shown.unmount();
    renderAt('/confirm-email');
    expect(await screen.findByRole('heading', { name: M.emailConfirmationLinkInvalid, level: 1 })).toBeInTheDocument();
    expect(asked).toHaveLength(1);
  });
});

describe("an entry's reviews", () => {
  it('marks a review whose author has not confirmed their address as not yet counted, and no other', async () => {
    const reviews = [
      review(1, { name: 'Uncounted one', counted: false, createdByUsername: 'newcomer' }),
      review(2, { name: 'Counted one' }),
    ];
    server.use(
      graphql.query('Business', () =>
        HttpResponse.json({ data: { entry: business({ reviews: { ...business().reviews, content: reviews } }) } }),
      ),
    );
    renderAt('/businesses/7');
    const uncounted = (await screen.findByRole('link', { name: 'Uncounted one' })).closest('li')!;
    expect(within(uncounted).getByText(M.reviewNotCounted)).toBeInTheDocument();
    const counted = screen.getByRole('link', { name: 'Counted one' }).closest('li')!;
    expect(within(counted).queryByText(M.reviewNotCounted)).not.toBeInTheDocument();
  });
});
