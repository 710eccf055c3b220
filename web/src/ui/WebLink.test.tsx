import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WebLink } from './WebLink';

describe('links people entered', () => {
  it('opens http(s) addresses, and bare hosts over https, in a new tab', () => {
    render(
      <>
        <WebLink href="https://clearair.example.org" />
        <WebLink href="open.example.org" />
      </>,
    );
    expect(screen.getByRole('link', { name: 'https://clearair.example.org' })).toHaveAttribute(
      'href',
      'https://clearair.example.org',
    );
    expect(screen.getByRole('link', { name: 'open.example.org' })).toHaveAttribute('href', 'https://open.example.org');
  });

  it('shows a javascript: or data: link stored before the rule as text, never as a link', () => {
    const { container } = render(
      <p>
        <WebLink href="javascript:alert(1)" /> <WebLink href="data:text/html,<b>x</b>" />
      </p>,
    );
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe('javascript:alert(1) data:text/html,<b>x</b>');
  });
});
