/** About: purpose, disclaimer, dedication, features and history (spec section 1). */
import { Callout, H1, H2, Intent } from '@blueprintjs/core';
import { PageHead } from '../ui/PageHead';
import { siteName } from '../ui/site';

export default function AboutPage() {
  return (
    <article className="prose">
      <PageHead title="About" description={`Why ${siteName} exists, what it offers and how it came to be.`} />
      <H1>About {siteName}</H1>
      <H2>Our purpose</H2>
      <p>
        For many people, fragrance is not a matter of taste. Perfume, scented detergents, air fresheners and scented
        candles can bring on migraines, asthma attacks, skin reactions and days of illness. Finding a hair salon, a
        dentist, a holiday rental or a laundry detergent that will not make you sick usually means phone calls,
        guesswork and risk. {siteName} gathers what people with fragrance sensitivities have learned, so that each of us
        can benefit from the experience of everyone else.
      </p>
      <H2>Please read: entries are not guarantees</H2>
      <Callout intent={Intent.WARNING}>
        Entries and reviews are written by members of the community and reflect their own experience at a particular
        time. Businesses change products, staff and policies; products are reformulated. Nothing here is a guarantee
        that a place or product is free of fragrance. Always do your own due diligence: call ahead, ask about cleaning
        products and policies, and read ingredient lists before you buy or visit.
      </Callout>
      <H2>Dedication</H2>
      <p>
        This site is dedicated to everyone who has had to leave a shop, a classroom, a workplace or a gathering because
        the air made them ill, and to the businesses, landlords and groups who make room for them.
      </p>
      <H2>What you can do here</H2>
      <ul>
        <li>
          Browse and search fragrance-free businesses, products, rental homes and social groups without an account.
        </li>
        <li>Filter lists by type, category, country, state or province, and by text.</li>
        <li>Register to add entries, keep them up to date and write reviews with star ratings.</li>
        <li>See the average rating of every business, product and rental home.</li>
        <li>Report wrong information or ask for moderation through a support ticket.</li>
        <li>
          Role-based access: members add and edit, creators and moderators remove, administrators manage accounts.
        </li>
      </ul>
      <H2>History</H2>
      <p>
        {siteName} began as a small list of safe places shared between friends with fragrance sensitivities. It grew
        into a community site with member accounts, reviews and moderation. This version was rebuilt from the ground up
        with a faster, more accessible interface, secure HttpOnly-cookie logins and a database that keeps working as the
        community grows.
      </p>
    </article>
  );
}
