/** Home: the tagline and any authentication message (for example, after logout). */
import { Callout, H1, Intent } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { TAGLINE } from '@ffc/domain/messages';
import { useSession } from '../session/SessionContext';
import { PageHead } from '../ui/PageHead';
import { siteName } from '../ui/site';

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
      <nav aria-label="Browse" className="home-links">
        <ul>
          <li><Link to="/businesses">Fragrance-free businesses</Link></li>
          <li><Link to="/products">Fragrance-free products</Link></li>
          <li><Link to="/homes">Fragrance-free rental homes</Link></li>
          <li><Link to="/socials">Social groups</Link></li>
        </ul>
      </nav>
    </>
  );
}
