/** The affiliate page (spec section 9): its fixed tag and links. */

/** The fixed affiliate tag of the affiliate page (spec section 9). */
export const AFFILIATE_TAG = 'fragrancefree0b-20';
export const AFFILIATE_STORE = 'https://www.amazon.com';

/** The featured product of the affiliate page: a fragrance-free laundry detergent. */
export const AFFILIATE_PRODUCT = { code: 'B07QZ7CJ3H', name: 'Fragrance-free laundry detergent' } as const;

/** The affiliate link for a product code. */
export const affiliateLinkFor = (code: string) => `${AFFILIATE_STORE}/dp/${code.toUpperCase()}?tag=${AFFILIATE_TAG}`;

/** The affiliate link for a pasted product address containing /dp/{code}, or null when there is no such code. */
export function affiliateLink(productUrl: string): string | null {
  const match = /\/dp\/([A-Za-z0-9]{10})(?=[/?#]|$)/.exec(productUrl.trim());
  return match ? affiliateLinkFor(match[1]!) : null;
}
