import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';

describe('after a navigation', () => {
  it('moves focus to the new page heading and announces the page', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await screen.findByRole('heading', { level: 1 });
    // The first load leaves focus alone, for the skip link.
    expect(document.body).toHaveFocus();
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About' }));
    const heading = await screen.findByRole('heading', { level: 1, name: /About/ });
    await waitFor(() => expect(heading).toHaveFocus());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/About \|/));
  });
});
