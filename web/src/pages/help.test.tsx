/** The Help page says only what is true of the site, and how to reach it without a login. */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '@ffc/domain/messages';
import { renderAt } from '../../test/render';

describe('the Help page', () => {
  it('finds an id where every page has one, in its address, as the Entity Id help does', async () => {
    renderAt('/help');
    const contact = (await screen.findByRole('heading', { name: 'Contact and moderation' })).parentElement!;
    // Business, home and product pages do not show their id; their addresses end with it.
    expect(contact).not.toHaveTextContent(/shown on its page/i);
    expect(contact).toHaveTextContent("the number at the end of its page's address (42 in /businesses/42)");
  });

  it('publishes the contact address for people who cannot log in to the support form', async () => {
    renderAt('/help');
    const contact = (await screen.findByRole('heading', { name: 'Contact and moderation' })).parentElement!;
    expect(within(contact).getByRole('link', { name: CONTACT_EMAIL })).toHaveAttribute(
      'href',
      `mailto:${CONTACT_EMAIL}`,
    );
  });
});
