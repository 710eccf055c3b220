import { describe, expect, it } from 'vitest';
import { confirmEmailSchema, countsInRatings, EMAIL_CONFIRMATION_TTL_DAYS, M, SITE_PAGES } from '../index.js';

describe('email confirmation', () => {
  it('counts a review only when its author confirmed their address, or the account is gone', () => {
    expect(countsInRatings({ emailConfirmed: true })).toBe(true);
    expect(countsInRatings({ emailConfirmed: false })).toBe(false);
    expect(countsInRatings(null)).toBe(true);
  });

  it('takes a link token of a plausible length, and calls anything else an invalid link', () => {
    expect(confirmEmailSchema.parse({ token: 'a'.repeat(43) })).toEqual({ token: 'a'.repeat(43) });
    for (const token of ['', 'short', 'x'.repeat(201), undefined]) {
      const result = confirmEmailSchema.safeParse({ token });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(M.emailConfirmationLinkInvalid);
    }
  });

  it('tells how long a link works, and words the profile line and the confirm page', () => {
    expect(EMAIL_CONFIRMATION_TTL_DAYS).toBe(7);
    expect(M.emailConfirmationSent).toContain(`${EMAIL_CONFIRMATION_TTL_DAYS} days`);
    expect(M.emailNotConfirmed).toMatch(/not yet confirmed/);
    expect(M.reviewNotCounted).toBe('Not yet counted');
    expect(SITE_PAGES.confirmEmail.path).toBe('/confirm-email');
  });
});
