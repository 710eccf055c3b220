/** Truncation and number formatting for lists and ratings (spec sections 2 and 9). */
import { HALF_STAR_FROM, RATING_DECIMALS, RATING_MAX } from './limits.js';

export const ELLIPSIS = '...';

/** A cut: text longer than `over` characters keeps its first `keep` and gains an ellipsis. */
export interface Cut {
  readonly over: number;
  readonly keep: number;
}

export const CUTS = {
  /** Business, product and social group names. */
  entryName: { over: 65, keep: 62 },
  /** Company name in the product list. */
  companyName: { over: 25, keep: 25 },
  reviewTitle: { over: 30, keep: 27 },
  reviewComment: { over: 80, keep: 77 },
  supportDescription: { over: 25, keep: 25 },
  /** An entry's description in its page's meta description and link previews. */
  pageDescription: { over: 160, keep: 157 },
} as const satisfies Record<string, Cut>;

export function truncate(text: string | null | undefined, cut: Cut): string {
  if (!text) return '';
  return text.length > cut.over ? text.slice(0, cut.keep) + ELLIPSIS : text;
}

export type StarFill = 'full' | 'half' | 'empty';

/** The five stars for an average rating: a half star when the fraction is 0.5 or more. */
export function stars(rating: number | null | undefined): StarFill[] {
  const value = rating ?? 0;
  const whole = Math.floor(value);
  const half = value - whole >= HALF_STAR_FROM;
  return Array.from({ length: RATING_MAX }, (_, i) => {
    if (i < whole) return 'full';
    if (i === whole && half) return 'half';
    return 'empty';
  });
}

/** A rating as shown beside its stars: two decimals, or a dash when there is none. */
export function formatRating(rating: number | null | undefined): string {
  return rating == null ? '-' : rating.toFixed(RATING_DECIMALS);
}

/**
 * A whole number with its thousands grouped the US way ("12,300"). Written out rather than with
 * toLocaleString: the first locale-aware format on a page loads the browser's number data, which
 * on a phone was one of the longest tasks of the first screen.
 */
export function formatCount(value: number): string {
  const digits = String(Math.abs(Math.round(value))).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return value < 0 && Math.round(value) !== 0 ? `-${digits}` : digits;
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/**
 * A day as the site writes it: "3 Nov 2026", read the same way everywhere ("11/3/2026" is 11 March to
 * most of the world). In the reader's time zone, or in UTC where server and browser must agree.
 * Written out rather than with toLocaleDateString, whose first call on a page loads the browser's
 * date data: on a phone that was the longest task of the home page. Text that is not a date is
 * shown as it came.
 */
export function formatDay(iso: string, zone: 'local' | 'utc' = 'local'): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return zone === 'utc'
    ? `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`
    : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A moment as the site writes it, in the reader's time zone: "3 Nov 2026, 14:05". */
export function formatDayTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const two = (n: number) => String(n).padStart(2, '0');
  return `${formatDay(iso)}, ${two(date.getHours())}:${two(date.getMinutes())}`;
}

/** Yes/No columns of the lists. */
export function yesNo(value: boolean | null | undefined): string {
  return value ? 'Yes' : 'No';
}

/** Whether a link is safe to show as one: an http or https address, or a bare host such as example.org. */
export function isWebLink(value: string): boolean {
  const text = value.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(text);
  // "example.org:8080/x" reads as a scheme to the pattern; a dot before the colon means a host.
  if (!scheme || scheme[1]!.includes('.')) return text !== '' && !/^[/\\]{2}/.test(text) && !/\s/.test(text);
  return /^https?$/i.test(scheme[1]!) && /^https?:\/\/[^/\s]/i.test(text);
}

/** The address a safe link opens (a bare host gets https://); undefined for anything else, shown as text. */
export function webHref(value: string | null | undefined): string | undefined {
  if (!value || !isWebLink(value)) return undefined;
  const text = value.trim();
  return /^https?:\/\//i.test(text) ? text : `https://${text}`;
}
