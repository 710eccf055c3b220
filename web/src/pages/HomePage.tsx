/**
 * Home: the tagline and any authentication message, then the search, the places reviewed lately
 * and the counts per kind (HomeFinder, loaded after the page: until it comes, the plain links to
 * each list).
 */
import { Callout, H1, Intent } from '@blueprintjs/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { TAGLINE } from '@ffc/domain/messages';
import { useSession } from '../session/SessionContext';
import { PageHead } from '../ui/PageHead';
import { siteName } from '../ui/site';
import { BrowseLinks } from './BrowseLinks';

const HomeFinder = lazy(() => import('./HomeFinder'));

export default function HomePage() {
  const { authMessage, currentUser } = useSession();
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
      <Suspense fallback={<BrowseLinks />}>
        <HomeFinder />
      </Suspense>
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
    </>
  );
}
