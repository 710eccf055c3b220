import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { administrator, member, moderator, renderAt } from '../../test/render';

const nav = () => within(screen.getByRole('navigation', { name: 'Main' }));

describe('the navigation bar', () => {
  it('shows the five sections and Login to anonymous visitors, without Support or Users', async () => {
    renderAt('/about');
    for (const name of ['Home', 'Businesses', 'Products', 'Rental Homes', 'Social Groups', 'Login']) {
      expect(nav().getByRole('link', { name })).toBeInTheDocument();
    }
    expect(nav().queryByRole('link', { name: 'Support' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Users' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Logout' })).toBeNull();
  });

  it('shows Profile and Logout to a member, but neither Support nor Users', () => {
    renderAt('/about', { user: member });
    expect(nav().getByRole('link', { name: 'Profile' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Logout' })).toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Login' })).toBeNull();
    expect(nav().queryByRole('link', { name: 'Support' })).toBeNull();
  });

  it('shows Support to moderators and Users only to administrators', () => {
    renderAt('/about', { user: moderator });
    expect(nav().getByRole('link', { name: 'Support' })).toBeInTheDocument();
    expect(nav().queryByRole('link', { name: 'Users' })).toBeNull();
  });

  it('shows both Support and Users to administrators', () => {
    renderAt('/about', { user: administrator });
    expect(nav().getByRole('link', { name: 'Support' })).toBeInTheDocument();
    expect(nav().getByRole('link', { name: 'Users' })).toBeInTheDocument();
  });

  it('treats a damaged stored user as logged out', () => {
    localStorage.setItem('user', '{not json');
    renderAt('/about');
    expect(nav().getByRole('link', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('every page', () => {
  it('has the footer links and the copyright line', async () => {
    renderAt('/');
    const footer = within(screen.getByRole('contentinfo'));
    for (const name of ['About', 'Help', 'Privacy', 'Terms and Conditions']) {
      expect(footer.getByRole('link', { name })).toBeInTheDocument();
    }
    expect(footer.getByText(/© \d{4} the Fragrance Free Community developers/)).toBeInTheDocument();
  });

  it('sets the title with the site suffix, a description and a canonical link', async () => {
    renderAt('/privacy');
    await screen.findByRole('heading', { name: 'Privacy Policy' });
    expect(document.title).toBe('Privacy | Fragrance Free Community');
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/personal data/);
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe('http://localhost:3000/privacy');
  });

  it('shows a not-found page for unknown addresses', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page Not Found | Fragrance Free Community');
  });
});

describe('static pages', () => {
  it('About carries the due-diligence disclaimer', async () => {
    renderAt('/about');
    expect(await screen.findByText(/Always do your own due diligence/)).toBeInTheDocument();
  });

  it('Privacy names the data collected, the geocoder, cookies and the response window', async () => {
    renderAt('/privacy');
    expect(await screen.findByText(/Last updated 1 October 2024/)).toBeInTheDocument();
    expect(screen.getByText(/HttpOnly cookies/)).toBeInTheDocument();
    expect(screen.getByText(/within one month/)).toBeInTheDocument();
    expect(screen.getByText(/latitude and longitude/)).toBeInTheDocument();
  });

  it('Terms require users to be 18 or older and have rules for each kind of entry', async () => {
    renderAt('/terms');
    expect(await screen.findByText(/18 years of age or older/)).toBeInTheDocument();
    for (const kind of ['Businesses', 'Products', 'Rental Homes', 'Social Groups']) {
      expect(screen.getByRole('heading', { name: kind })).toBeInTheDocument();
    }
  });
});
