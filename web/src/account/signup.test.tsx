import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { graphql, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { location, renderAt } from '../../test/render';
import { server } from '../../test/server';

async function fill(values: Record<string, string>) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) await user.type(await screen.findByLabelText(label), value);
  await user.click(screen.getByRole('button', { name: 'Sign Up' }));
}

describe('signup', () => {
  it('applies the spec rules with their messages', async () => {
    renderAt('/register');
    await fill({ Username: 'abc', Email: 'not-an-email', Password: 'secret1', 'Confirm Password': 'secret2' });
    expect(await screen.findByText('Username must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('Invalid email address')).toBeInTheDocument();
    expect(screen.getByText('Passwords must match')).toBeInTheDocument();
  });

  it('sends username, password and email (no confirmation), then goes to /login', async () => {
    let sent: unknown;
    server.use(
      graphql.mutation(
        'Signup',
        ({ variables }) => ((sent = variables.input), HttpResponse.json({ data: { signup: true } })),
      ),
    );
    renderAt('/register');
    await fill({ Username: 'newperson', Email: 'new@example.org', Password: 'secret1', 'Confirm Password': 'secret1' });
    await waitFor(() => expect(location()).toBe('/login'));
    expect(sent).toEqual({ username: 'newperson', password: 'secret1', email: 'new@example.org' });
    expect(await screen.findByText('Registration successful. Please login.')).toBeInTheDocument();
  });

  it('shows the shared 400 toast and the server field message for a taken username', async () => {
    server.use(
      graphql.mutation('Signup', () =>
        HttpResponse.json({
          errors: [
            {
              message: 'That username is already taken.',
              extensions: {
                code: 'BAD_REQUEST',
                status: 400,
                fieldErrors: [{ field: 'username', message: 'That username is already taken.' }],
              },
            },
          ],
        }),
      ),
    );
    renderAt('/register');
    await fill({ Username: 'member1', Email: 'm@example.org', Password: 'secret1', 'Confirm Password': 'secret1' });
    expect(await screen.findByText('Bad request. Signup may already exist.')).toBeInTheDocument();
    expect(screen.getByText('That username is already taken.')).toBeInTheDocument();
    expect(location()).toBe('/register');
  });
});

describe('forgot username', () => {
  it('requires an email, then toasts and goes to /login', async () => {
    server.use(graphql.mutation('ForgotUsername', () => HttpResponse.json({ data: { forgotUsername: true } })));
    renderAt('/forgot-username');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Send Username' }));
    expect(await screen.findByText('Email address is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'member@example.org');
    await user.click(screen.getByRole('button', { name: 'Send Username' }));
    await waitFor(() => expect(location()).toBe('/login'));
    expect(await screen.findByText('Username was sent to the email on file')).toBeInTheDocument();
  });
});
