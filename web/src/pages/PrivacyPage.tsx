/** Privacy: what is collected, what is shared, cookies, and response times (spec section 1). */
import { H1, H2 } from '@blueprintjs/core';
import { PRIVACY_LAST_UPDATED, PRIVACY_RESPONSE_WINDOW } from '@ffc/domain/limits';
import { PageHead } from '../ui/PageHead';
import { siteName } from '../ui/site';

export default function PrivacyPage() {
  return (
    <article className="prose">
      <PageHead title="Privacy" description={`How ${siteName} collects, uses and protects your personal data.`} />
      <H1>Privacy Policy</H1>
      <p>Last updated {PRIVACY_LAST_UPDATED}.</p>
      <H2>What we collect</H2>
      <p>
        When you register we keep your username, your email address and a securely hashed password. In your profile, and
        in the entries you add, you may also give a name, a postal address, an email address, a phone number and a
        website. You choose what to provide; only a username, email and password are needed for an account.
      </p>
      <H2>Locations</H2>
      <p>
        To place entries and profiles on a map, the address alone (street, city, state or province, postal code and
        country, never your name, email or phone number) is sent anonymously to a third-party geocoding service, which
        answers with a latitude and longitude.
      </p>
      <H2>What we share</H2>
      <p>
        We do not sell or share personally identifiable information with anyone. Other members never see your email
        address, phone number or street address; your public profile shows only your username, name, city, state or
        province, country and when you joined.
      </p>
      <H2>Your needs (health information)</H2>
      <p>
        If you choose them, we keep the accommodations you need at each kind of place and the things you react to, so
        lists can show the places that meet your needs. This is health information, and it is private: only you can see
        it. It is never shown on your public profile or to other members (moderators and administrators included),
        unless you choose to show it with your reviews, and never sent to a third party. It is in your data download,
        deleted with your account, and you can clear it in one step on the My needs page.
      </p>
      <H2>Cookies</H2>
      <p>
        We use HttpOnly cookies, which scripts in the page cannot read, only to keep you logged in. They are removed
        when you choose Logout. We use no advertising or tracking cookies.
      </p>
      <H2>Your rights</H2>
      <p>
        Under the GDPR and similar laws you may ask for a copy of your data, its correction or its deletion. You can do
        all three yourself, at any time, from your profile page:
      </p>
      <ul>
        <li>
          <strong>Download my data</strong> gives you a file (JSON) of everything we store about you: your profile, the
          businesses, homes, products and groups you added, your reviews, your support tickets, your needs, and when
          each of your sign-ins began and ended. It never contains your password or the secrets of your sign-ins, which
          we keep only in a form nobody can read back.
        </li>
        <li>
          <strong>Delete my account</strong> (with your password) deletes your account, your sign-ins and your reviews
          at once; the ratings your reviews counted in are recounted. The entries and tickets you added stay for the
          community, shown as added by a deleted user.
        </li>
        <li>You can correct or clear your profile at any time (Edit Profile, and Clear User Data on that page).</li>
      </ul>
      <p>For anything else, open a support ticket; we answer requests within {PRIVACY_RESPONSE_WINDOW}.</p>
    </article>
  );
}
