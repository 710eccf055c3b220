import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render';
import { RouteAnnouncer } from './RouteAnnouncer';

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

/**
 * The page a navigation leaves, still on screen while the new one is drawn (as a transition keeps
 * it), and then the new one: the old heading and title stay for a few frames after the address changed.
 */
function LingeringPages() {
  const navigate = useNavigate();
  const [page, setPage] = useState<'old' | 'new'>('old');
  const onNext = () => {
    void navigate('/next');
    // Four frames later the new page replaces the old one, heading and title.
    let frames = 4;
    const step = () => {
      if ((frames -= 1) > 0) requestAnimationFrame(step);
      else setPage('new');
    };
    requestAnimationFrame(step);
  };
  // Each page's title is hoisted into the head as it is drawn, as PageHead's is (React 19).
  return (
    <main id="main">
      {page === 'old' ? (
        <>
          <title>Old page | Site</title>
          <h1>Old page</h1>
          <button onClick={onNext}>Next</button>
        </>
      ) : (
        <>
          <title>New page | Site</title>
          <h1>New page</h1>
        </>
      )}
    </main>
  );
}

describe('while a navigation keeps the old page on screen', () => {
  it('waits for the new page, then focuses its heading and announces its title', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/']}>
        <RouteAnnouncer />
        <LingeringPages />
      </MemoryRouter>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'New page' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent('New page | Site');
    // Never the old page's: it was not announced on the way.
    expect(screen.getByRole('status')).not.toHaveTextContent('Old page');
  });
});
