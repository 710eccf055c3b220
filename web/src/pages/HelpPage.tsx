/** Help: the community rules and how to get in touch (spec section 1). */
import { H1, H2 } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { CONTACT_EMAIL } from '@ffc/domain/messages';
import { PageHead } from '../ui/PageHead';
import { siteName } from '../ui/site';

export default function HelpPage() {
  return (
    <article className="prose">
      <PageHead title="Help" description={`How to use ${siteName}, the community rules, and how to contact us.`} />
      <H1>Help</H1>
      <H2>Getting started</H2>
      <p>
        Anyone can browse and search the lists. To add a business, product, rental home or social group, or to write a
        review, <Link to="/register">create an account</Link> and <Link to="/login">log in</Link>. Forgot your username?
        Use <Link to="/forgot-username">Forgot Username</Link> and we will email it to the address on your account.
      </p>
      <H2>Community rules</H2>
      <ul>
        <li>
          Only add entries that are genuinely fragrance-free or have a real fragrance-free policy, and say what you
          know.
        </li>
        <li>Write reviews from your own experience. Be specific: what did you notice, and when?</li>
        <li>Be respectful. No harassment, personal attacks or discrimination.</li>
        <li>No advertising, spam or reviews of your own business.</li>
        <li>Do not post other people's private information.</li>
        <li>
          Keep entries accurate: anyone logged in can correct an entry, and moderators may remove what breaks these
          rules.
        </li>
      </ul>
      <H2>Contact and moderation</H2>
      <p>
        To report an error, ask for an entry or review to be moderated, or suggest an improvement, log in and open a
        support ticket from the <Link to="/support/add">support form</Link>. Include the id of the entry or review so a
        moderator can find it quickly: it is the number at the end of its page's address (42 in /businesses/42), as the
        form's Entity Id help shows. You can ask to be emailed when your ticket is updated.
      </p>
      <p>
        If you cannot log in (your account was disabled, or you no longer have its email address), write to{' '}
        <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>.
      </p>
      <p>
        For privacy requests see the <Link to="/privacy">Privacy</Link> page.
      </p>
    </article>
  );
}
