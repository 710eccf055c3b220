/** Terms and Conditions: age, governing law, and the rules for each kind of entry (spec section 1). */
import { H1, H2, H3 } from '@blueprintjs/core';
import { MINIMUM_AGE } from '@ffc/domain/limits';
import { PageHead } from '../ui/PageHead';
import { siteName } from '../ui/site';

export default function TermsPage() {
  return (
    <article className="prose">
      <PageHead title="Terms and Conditions" description={`The terms for using ${siteName}.`} />
      <H1>Terms and Conditions</H1>
      <H2>Using the site</H2>
      <p>
        You must be {MINIMUM_AGE} years of age or older to register. By using {siteName} you agree to these terms and to
        the community rules on the Help page. Entries and reviews are the opinions of their authors; they are not
        guarantees and are not medical advice. You remain responsible for your own health decisions.
      </p>
      <H2>Your content</H2>
      <p>
        You keep the rights to what you write, and you allow us to show it on the site. You must not post anything
        unlawful, misleading, defamatory, or that infringes anyone else's rights. We may edit or remove content that
        breaks these terms and suspend accounts that repeatedly do.
      </p>
      <H2>Rules for each kind of entry</H2>
      <H3>Businesses</H3>
      <p>
        List a business only when it is fragrance-free or has a fragrance-free policy you can describe. Give its real
        name, address and website. Owners and staff may list their business but must not review it.
      </p>
      <H3>Products</H3>
      <p>
        List products sold without added fragrance, with the manufacturer's own product page so others can check the
        ingredients. "Unscented" products that contain masking fragrance should be described as such.
      </p>
      <H3>Rental Homes</H3>
      <p>
        Describe the home as it is: how it is cleaned, which products are used, and whether scented products are allowed
        for guests. Landlords are responsible for the accuracy of their own listings.
      </p>
      <H3>Social Groups</H3>
      <p>
        Groups should say honestly whether meetings are fragrance-free and how that is asked of attendees. Contact
        details you publish for a group are visible to everyone.
      </p>
      <H3>Reviews</H3>
      <p>Reviews must describe your own experience. One review per member per entry; you can edit it later.</p>
      <H2>Liability and governing law</H2>
      <p>
        The site is provided as is, without warranties. To the extent the law allows, we are not liable for losses
        arising from reliance on entries or reviews. These terms are governed by the laws of the State of Washington,
        United States.
      </p>
    </article>
  );
}
