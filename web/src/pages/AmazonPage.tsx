/** /amazon: a fixed affiliate product, and a field that turns a pasted product address into an affiliate link. */
import { Card, FormGroup, H1, H2, InputGroup, Intent } from '@blueprintjs/core';
import { useState } from 'react';
import { AFFILIATE_PRODUCT, affiliateLink, affiliateLinkFor } from '@ffc/domain/affiliate';
import { UI } from '@ffc/domain/messages';
import { PageHead } from '../ui/PageHead';

const FEATURED_LINK = affiliateLinkFor(AFFILIATE_PRODUCT.code);

export default function AmazonPage() {
  const [pasted, setPasted] = useState('');
  const link = pasted.trim() ? affiliateLink(pasted) : null;
  const invalid = pasted.trim() !== '' && !link;
  return (
    <>
      <PageHead title={UI.affiliateHeading} description="Buy fragrance-free products through our affiliate link." />
      <Card className="affiliate-product">
        <H1>{UI.affiliateHeading}</H1>
        <p>Buying through these links supports the site at no cost to you.</p>
        <a href={FEATURED_LINK} target="_blank" rel="noopener noreferrer sponsored">
          {/* The link's text names the product: the picture adds nothing to say twice. */}
          <img src="/affiliate-product.svg" alt="" width={240} height={240} />
          {AFFILIATE_PRODUCT.name}
        </a>
      </Card>
      <Card className="affiliate-product">
        <H2>Make an affiliate link</H2>
        <FormGroup
          label="Product URL"
          labelFor="product-url"
          helperText={invalid ? UI.invalidProductUrl : 'Paste the address of a product page.'}
          intent={invalid ? Intent.DANGER : Intent.NONE}
        >
          <InputGroup
            id="product-url"
            value={pasted}
            onChange={(e) => setPasted(e.target.value)}
            intent={invalid ? Intent.DANGER : Intent.NONE}
            aria-invalid={invalid}
          />
        </FormGroup>
        {link && (
          <p>
            Your affiliate link:{' '}
            <a href={link} target="_blank" rel="noopener noreferrer sponsored">
              {link}
            </a>
          </p>
        )}
      </Card>
    </>
  );
}
