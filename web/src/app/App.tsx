/** The application shell: Apollo, the session, the navbar and footer around the routed page. */
import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useEffect, useLayoutEffect, useMemo } from 'react';
import { BrowserRouter, useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import type { LoginReturn } from '../account/RequireLogin';
import { SessionProvider, useSession } from '../session/SessionContext';
import { Loading } from '../ui/Loading';
import { PagesAheadContext } from '../ui/pagesAhead';
import { dispatchSessionEvent, LOGIN_AGAIN, SESSION_EXPIRED } from '../session/events';
import { readStoredUser } from '../session/storage';
import { sendDueLogoutWhenOnline } from '../session/logout';
import { createApolloClient } from './apollo';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { RouteAnnouncer } from './RouteAnnouncer';
import { ScreenBoundary } from './ScreenBoundary';
import { appPagesAhead } from './pagesAhead';
import { routes as appRoutes } from './routes';
import { ThemeProvider } from './theme';
import { OfflineBanner } from '../offline/OfflineBanner';
import { readPersisted } from '../offline/persisted';

/**
 * A failed session refresh leads to /logout (spec section 2). A change that needs a recent login
 * leads to the login page, which comes back here afterwards (the toast says why).
 */
function SessionRedirects() {
  const navigate = useNavigate();
  const location = useLocation();
  const { currentUser } = useSession();
  useEffect(() => {
    const onExpired = () => {
      if (currentUser) void navigate('/logout');
    };
    const onLoginAgain = () => {
      const from: LoginReturn = { from: `${location.pathname}${location.search}` };
      void navigate('/login', { state: from });
    };
    window.addEventListener(SESSION_EXPIRED, onExpired);
    window.addEventListener(LOGIN_AGAIN, onLoginAgain);
    return () => {
      window.removeEventListener(SESSION_EXPIRED, onExpired);
      window.removeEventListener(LOGIN_AGAIN, onLoginAgain);
    };
  }, [currentUser, navigate, location]);
  return null;
}

function Routed({ routes }: { routes: RouteObject[] }) {
  const { pathname } = useLocation();
  return <ScreenBoundary resetKey={pathname}>{useRoutes(routes)}</ScreenBoundary>;
}

export function Shell({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <SessionRedirects />
      <RouteAnnouncer />
      <OfflineBanner />
      <main id="main" className="site-main">
        <Suspense fallback={<Loading />}>
          <Routed routes={routes} />
        </Suspense>
      </main>
      <Footer />
    </>
  );
}

export function App() {
  const client = useMemo(() => {
    const made = createApolloClient(dispatchSessionEvent);
    // Started without a connection: the copy kept for the road answers what it can.
    if (!navigator.onLine) {
      const kept = readPersisted();
      if (kept) made.cache.restore(kept.data);
    }
    return made;
  }, []);
  // A logout made without a connection reaches the server as soon as there is one.
  useEffect(() => sendDueLogoutWhenOnline(client), [client]);
  // The service worker and the road copy load after the first screen, outside the first page's budget.
  useEffect(() => {
    void import('../offline/register').then(({ startOffline }) =>
      startOffline(client, () => readStoredUser() !== null),
    );
  }, [client]);
  // The BFF served this page's title, description and link-preview tags for crawlers. Once the
  // first screen is drawn its own are in (React hoists them), so the served ones go: not before,
  // or the page would have no title until then.
  useLayoutEffect(() => {
    for (const tag of document.head.querySelectorAll('[data-served]')) tag.remove();
  }, []);
  return (
    <ThemeProvider>
      <ApolloProvider client={client}>
        <SessionProvider>
          <BrowserRouter>
            <PagesAheadContext value={appPagesAhead}>
              <Shell />
            </PagesAheadContext>
          </BrowserRouter>
        </SessionProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
