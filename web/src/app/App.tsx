/** The application shell: Apollo, the session, the navbar and footer around the routed page. */
import { ApolloProvider } from '@apollo/client/react';
import { Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { SessionProvider, useSession } from '../session/SessionContext';
import { Loading } from '../ui/Loading';
import { createApolloClient } from './apollo';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { RouteAnnouncer } from './RouteAnnouncer';
import { routes as appRoutes } from './routes';
import { ThemeProvider } from './theme';

const SESSION_EXPIRED = 'ffc:session-expired';

/** A failed session refresh leads to /logout (spec section 2). */
function SessionExpiryRedirect() {
  const navigate = useNavigate();
  const { currentUser } = useSession();
  useEffect(() => {
    const onExpired = () => {
      if (currentUser) void navigate('/logout');
    };
    window.addEventListener(SESSION_EXPIRED, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED, onExpired);
  }, [currentUser, navigate]);
  return null;
}

function Routed({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function Shell({ routes = appRoutes }: { routes?: RouteObject[] }) {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <NavBar />
      <SessionExpiryRedirect />
      <RouteAnnouncer />
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
  const client = useMemo(() => createApolloClient(() => window.dispatchEvent(new Event(SESSION_EXPIRED))), []);
  return (
    <ThemeProvider>
      <ApolloProvider client={client}>
        <SessionProvider>
          <BrowserRouter>
            <Shell />
          </BrowserRouter>
        </SessionProvider>
      </ApolloProvider>
    </ThemeProvider>
  );
}
