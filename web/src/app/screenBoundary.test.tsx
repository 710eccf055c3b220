import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy } from 'react';
import { Link } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ROAD } from '@ffc/domain/road';
import { renderInShell } from '../../test/render';
import { Shell } from './App';

/** A screen whose chunk cannot be fetched, as with no connection. */
const Unreachable = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));

function Start() {
  return (
    <>
      <h1>Start</h1>
      <Link to="/away">Away</Link>
    </>
  );
}

const routes = [
  { path: '/', element: <Start /> },
  { path: '/away', element: <Unreachable /> },
  { path: '/about', element: <h1>About here</h1> },
];

describe('a screen whose code cannot be loaded', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says so in its place, keeps the rest of the site, and the next page shows again', async () => {
    // React reports the caught error on the console; the boundary is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    renderInShell('/', <Shell routes={routes} />);
    await user.click(await screen.findByRole('link', { name: 'Away' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(ROAD.screenUnavailable);
    expect(screen.getByRole('button', { name: ROAD.tryAgain })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // The footer's About link leads on: that page shows, the failure is not carried along.
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'About' }));
    expect(await screen.findByRole('heading', { name: 'About here' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
