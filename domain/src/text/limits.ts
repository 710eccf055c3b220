/** The product's numbers (spec section 9). Each appears here once and nowhere else. */

export const PASSWORD_MIN = 6;
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 20;
/** Names, addresses, cities, postal codes, emails, websites. */
export const TEXT_MAX = 255;
export const DESCRIPTION_MAX = 1024;
/** The largest id or whole number a PostgreSQL integer column holds; larger ones are refused, not overflowed. */
export const INT_MAX = 2_147_483_647;

/** A home's people, bedrooms and bathrooms. */
export const COUNT_MAX = 1000;

export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const RATING_DEFAULT = 5;
/** A star is drawn half-filled when the fraction is at least this. */
export const HALF_STAR_FROM = 0.5;
export const RATING_DECIMALS = 2;

export const TYPES_CACHE_TTL_MS = 3_600_000;
export const RESET_LOGOUT_DELAY_MS = 5_000;
export const TOAST_TIMEOUT_MS = 3_000;
/** How recent a login must be to change the account's email or password (a held session alone is not enough). */
export const RECENT_LOGIN_MINUTES = 10;

/** Default and largest page sizes of the REST lists (architecture section 3). */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;
/**
 * Totals are counted exactly up to this many rows; beyond it the total is marked as an estimate
 * ("1,000+"), and pages beyond this depth ask the visitor to narrow the search. Counting and
 * skipping millions of rows is what makes naive paging slow (architecture section 3); counting
 * a broad search's matches ("cafe" at a million) past a thousand costs more than the page itself.
 */
export const COUNT_CAP = 1_000;
export const PAGE_DEPTH_MAX = 10_000;

/** Addresses per sitemap file (the sitemaps.org limit is 50,000). */
export const SITEMAP_PAGE_SIZE = 50_000;
/** The last sitemap page (0-based) the API serves: 1,001 files, room for 50 million entries of each kind. */
export const SITEMAP_PAGE_MAX = 1_000;

/** Minimum age in the terms, and the privacy response window. */
export const MINIMUM_AGE = 18;
export const PRIVACY_RESPONSE_WINDOW = 'one month';
export const PRIVACY_LAST_UPDATED = '1 October 2024';

/** The farthest "within" distance a list may be filtered to, in kilometres. */
export const RADIUS_KM_MAX = 500;
/** The distances the list screens offer for "within", in kilometres; 25 when a place is first chosen. */
export const RADIUS_CHOICES_KM = [5, 10, 25, 50, 100] as const;
export const RADIUS_KM_DEFAULT = 25;
/** The same in miles, for people who measure in miles (the API still takes kilometres). */
export const RADIUS_CHOICES_MI = [5, 10, 25, 50, 100] as const;
export const RADIUS_MI_DEFAULT = 15;

/** A forgot-password link works once, within this many minutes. */
export const PASSWORD_RESET_TTL_MINUTES = 30;

/**
 * A signup's (or a changed address's) confirmation link works once, within this many days. Until
 * the address is confirmed, the person's reviews and checks count in no rating.
 */
export const EMAIL_CONFIRMATION_TTL_DAYS = 7;

/**
 * Mail that anyone can make the site send to an address (a reset link, a username reminder, a
 * "someone tried to sign up with your address" notice) goes to one address at most once a minute
 * and MAIL_DAILY_MAX times a day for each of those purposes; more requests are answered the same
 * and send nothing. Support-ticket updates are not throttled: a moderator sends them, to a person
 * who asked for them.
 */
export const MAIL_INTERVAL_SECONDS = 60;
export const MAIL_DAILY_MAX = 10;
/**
 * Mail not sent within this many hours is deleted (with SMTP, retries end after about two hours;
 * without it, the outbox is only for developers, and a reset link is dead after
 * PASSWORD_RESET_TTL_MINUTES anyway). Sent mail keeps no body, and its row (address, subject,
 * when) is deleted after MAIL_SENT_KEPT_DAYS.
 */
export const MAIL_UNSENT_KEPT_HOURS = 24;
export const MAIL_SENT_KEPT_DAYS = 30;

/**
 * Reports of a change (reports.ts): a report's optional text and a moderator's note are at most
 * REPORT_TEXT_MAX characters; a person has at most one open report per entry, and files at most
 * REPORTS_PER_DAY_MAX in any 24 hours. The outcome mail needs no throttle of its own: each report
 * is resolved (and mailed) once, so this limit bounds it too.
 */
export const REPORT_TEXT_MAX = 1000;
export const REPORTS_PER_DAY_MAX = 10;
/** A person answers "Still true?" on an entry at most once in this many months. */
export const CHECK_INTERVAL_MONTHS = 1;
/** An accommodation last confirmed longer ago than this is "not confirmed recently". */
export const CONFIRMATION_STALE_MONTHS = 12;
/** The list filter "confirmed in the last N months": N from 1 to this; the web offers the stale limit. */
export const CONFIRMED_WITHIN_MONTHS_MAX = 120;
