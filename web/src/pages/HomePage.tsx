/**
 * Home: the tagline and any authentication message, then the search, the counts per kind, the
 * page's text and the places reviewed lately (HomeFinder, loaded once the tagline is on screen:
 * until it comes, the room for its search and the plain links to each list). The places come
 * last, as they arrive last: nothing on screen moves when they do.
 */
import { Callout, H1, Intent } from '@blueprintjs/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TAGLINE } from '@ffc/domain/messages';
import { useSession } from '../session/SessionContext';
import { PageHead } from '../ui/PageHead';
import { siteName } from '../ui/site';
import { usePainted } from '../ui/usePainted';
import { BrowseLinks } from './BrowseLinks';

const HomeFinder = lazy(() => import('./HomeFinder'));

/**
 * Until the finder is there: the room its search takes (so nothing below it moves when it comes),
 * the plain links to each list, and the page's text.
 */
function Placeholder({ children }: { children: ReactNode }) {
  return (
    <>
      <div className="home-search-slot" />
      <BrowseLinks />
      {children}
    </>
  );
}

export default function HomePage() {
  const { authMessage, currentUser } = useSession();
  const painted = usePainted();
  const about = (
    <section className="home-about">
      <p>
        Fragrances can trigger migraines, asthma and other reactions. Here people who react to them share the places,
        products, rental homes and groups where they have been able to breathe easily.
      </p>
      {!currentUser && (
        <p>
          <Link to="/register">Sign up</Link> or <Link to="/login">log in</Link> to add entries and write reviews.
        </p>
      )}
    </section>
  );
  return (
    <>
      <PageHead title="Home" description={TAGLINE} />
      {authMessage && (
        <Callout intent={Intent.PRIMARY} role="status" className="auth-message">
          {authMessage}
        </Callout>
      )}
      <section className="hero">
        <H1>{siteName}</H1>
        <p className="bp6-text-large">{TAGLINE}</p>
      </section>
      {painted ? (
        <Suspense fallback={<Placeholder>{about}</Placeholder>}>
          <HomeFinder>{about}</HomeFinder>
        </Suspense>
      ) : (
        <Placeholder>{about}</Placeholder>
      )}
    </>
  );
}
