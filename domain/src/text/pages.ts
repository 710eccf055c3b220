/**
 * The site's pages (spec section 2's route table): one list shared by the web router, which maps
 * each key to its screen, and the BFF, which answers unknown addresses 404 and puts each page's
 * title and description in the HTML it serves (before any script runs).
 */
import type { EntryKind } from '../kinds/kinds.js';

export interface SitePage {
  /** react-router pattern: `:name` matches one path segment. */
  readonly path: string;
  readonly title: string;
  readonly description: string;
  /** Pages of one person's session (forms, profile): crawlers are asked not to index them. */
  readonly private?: boolean;
  /** An entry's own page: the BFF fills in the entry's name and description. */
  readonly entry?: EntryKind;
  /** A kind's list: its heading is the title, and `goBack` puts Go Back beside Add. */
  readonly list?: { readonly goBack?: boolean };
}

const entries =
  'Fragrance-free businesses, products, rental homes and social groups, reviewed by people who react to fragrances.';

export const SITE_PAGES = {
  home: { path: '/', title: 'Home', description: entries },
  homeAlias: { path: '/home', title: 'Home', description: entries },
  login: {
    path: '/login',
    title: 'Login',
    description: 'Log in to add and review fragrance-free places and products.',
    private: true,
  },
  logout: { path: '/logout', title: 'Logout', description: 'Log out of your account.', private: true },
  register: {
    path: '/register',
    title: 'Sign Up',
    description: 'Create an account to add and review fragrance-free places and products.',
  },
  forgotUsername: {
    path: '/forgot-username',
    title: 'Forgot Username',
    description: 'Have your username mailed to you.',
    private: true,
  },
  reset: { path: '/reset', title: 'Reset Password', description: 'Change your password.', private: true },
  forgotPassword: {
    path: '/forgot-password',
    title: 'Forgot Password',
    description: 'Have a link to choose a new password mailed to you.',
    private: true,
  },
  resetWithToken: {
    path: '/reset-password',
    title: 'Choose a New Password',
    description: 'Choose a new password with the link you were mailed.',
    private: true,
  },
  confirmEmail: {
    path: '/confirm-email',
    title: 'Confirm Email',
    description: 'Confirm your email address with the link you were mailed.',
    private: true,
  },
  moderation: {
    path: '/moderation',
    title: 'Moderation Log',
    description: 'Who did what to whose content or account.',
    private: true,
  },
  reports: {
    path: '/moderation/reports',
    title: 'Reports of a change',
    description: 'Reports of a change to entries, for moderators to resolve.',
    private: true,
  },
  profile: { path: '/profile', title: 'Profile', description: 'Your profile.', private: true },
  profileEdit: { path: '/user/edit', title: 'Edit Profile', description: 'Edit your profile.', private: true },
  myPlaces: {
    path: '/my-places',
    title: 'My places',
    description: 'The places you saved: safe for you, to try, and your own lists.',
    private: true,
  },
  notifications: {
    path: '/notifications',
    title: 'Notifications',
    description: 'What changed at the places you watch.',
    private: true,
  },
  notificationSettings: {
    path: '/notifications/settings',
    title: 'Notification settings',
    description: 'How you hear about the places you watch.',
    private: true,
  },
  unsubscribe: {
    path: '/unsubscribe/:token',
    title: 'Stop these emails',
    description: 'Stop one kind of notification email.',
    private: true,
  },
  sharedList: {
    path: '/shared/:token',
    title: 'A shared list of places',
    description: 'A list of places someone shared with you.',
    private: true,
  },
  needs: {
    path: '/profile/needs',
    title: 'My needs',
    description: 'The accommodations you need at each kind of place.',
    private: true,
  },
  about: { path: '/about', title: 'About', description: 'What Fragrance Free Community is for, and who made it.' },
  help: { path: '/help', title: 'Help', description: 'How to use the site, its rules, and how to reach us.' },
  privacy: { path: '/privacy', title: 'Privacy', description: 'What we collect, why, and your rights.' },
  terms: { path: '/terms', title: 'Terms and Conditions', description: 'The rules of using the site.' },
  users: { path: '/users', title: 'Users', description: 'The people on the site.', private: true },
  user: { path: '/users/:id', title: 'User', description: 'A member of the community.', private: true },
  supportList: { path: '/support', title: 'Support Tickets', description: 'Support tickets.', private: true },
  supportAdd: {
    path: '/support/add',
    title: 'Support Ticket',
    description: 'Ask for help or report a problem.',
    private: true,
  },
  support: { path: '/support/:id', title: 'Support Ticket', description: 'A support ticket.', private: true },
  supportEdit: {
    path: '/support/:id/edit',
    title: 'Support Ticket',
    description: 'Edit a support ticket.',
    private: true,
  },
  amazon: {
    path: '/amazon',
    title: 'Purchase Affiliated Online Retail Product',
    description: 'Buy fragrance-free products through our affiliate link.',
  },
  businesses: {
    path: '/businesses',
    title: 'Businesses',
    description: 'Fragrance-free shops, cafés, salons and services, reviewed by the community.',
    list: {},
  },
  business: {
    path: '/businesses/:id',
    title: 'Business',
    description: 'A fragrance-free business and its reviews.',
    entry: 'businesses',
  },
  businessEdit: {
    path: '/businesses/:id/edit',
    title: 'Business',
    description: 'Add or edit a business.',
    private: true,
  },
  businessHistory: {
    path: '/businesses/:id/history',
    title: 'Business History',
    description: 'Every change to a business: who made it, when, and what changed.',
  },
  businessReview: {
    path: '/businesses/:businessId/reviews/:id',
    title: 'Business Review',
    description: 'A review of a business.',
  },
  homes: {
    path: '/homes',
    title: 'Rental Homes',
    description: 'Fragrance-free rental homes, reviewed by the community.',
    list: {},
  },
  rentalHome: {
    path: '/homes/:id',
    title: 'Rental Home',
    description: 'A fragrance-free rental home and its reviews.',
    entry: 'homes',
  },
  homeEdit: { path: '/homes/:id/edit', title: 'Rental Home', description: 'Add or edit a rental home.', private: true },
  homeHistory: {
    path: '/homes/:id/history',
    title: 'Rental Home History',
    description: 'Every change to a rental home: who made it, when, and what changed.',
  },
  homeReview: {
    path: '/homes/:homeId/reviews/:id',
    title: 'Rental Home Review',
    description: 'A review of a rental home.',
  },
  products: {
    path: '/products',
    title: 'Products',
    description: 'Fragrance-free products, reviewed by the community.',
    list: {},
  },
  product: {
    path: '/products/:id',
    title: 'Product',
    description: 'A fragrance-free product and its reviews.',
    entry: 'products',
  },
  productEdit: { path: '/products/:id/editV3', title: 'Product', description: 'Add or edit a product.', private: true },
  productHistory: {
    path: '/products/:id/history',
    title: 'Product History',
    description: 'Every change to a product: who made it, when, and what changed.',
  },
  productReview: {
    path: '/products/:productId/reviews/:id',
    title: 'Product Review',
    description: 'A review of a product.',
  },
  socials: {
    path: '/socials',
    title: 'Social Groups',
    description: 'Fragrance-free social and meeting groups.',
    list: { goBack: true },
  },
  social: {
    path: '/socials/:id',
    title: 'Social Group',
    description: 'A fragrance-free social group.',
    entry: 'socials',
  },
  socialEdit: {
    path: '/socials/:id/edit',
    title: 'Social Group',
    description: 'Add or edit a social group.',
    private: true,
  },
  socialHistory: {
    path: '/socials/:id/history',
    title: 'Social Group History',
    description: 'Every change to a social group: who made it, when, and what changed.',
  },
} as const satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof SITE_PAGES;

/** Whether a name is a page of the table (its own keys only: not `constructor` and the like). */
export const isSitePageKey = (key: string): key is SitePageKey => Object.hasOwn(SITE_PAGES, key);

/** Every page's key, in the table's order. */
export const SITE_PAGE_KEYS: readonly SitePageKey[] = Object.keys(SITE_PAGES).filter(isSitePageKey);

export const NOT_FOUND_PAGE = { title: 'Page Not Found', description: 'There is no page at this address.' } as const;

/** The page an address shows, with its path parameters (raw); undefined for an unknown address (404). */
export function matchPage(
  pathname: string,
): { key: SitePageKey; page: SitePage; params: Record<string, string> } | undefined {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const segments = trimmed === '/' ? [] : trimmed.split('/').slice(1);
  for (const key of SITE_PAGE_KEYS) {
    const page: SitePage = SITE_PAGES[key];
    const pattern = page.path === '/' ? [] : page.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matches = pattern.every((part, i) => {
      const segment = segments[i]!;
      if (!part.startsWith(':')) return part === segment;
      params[part.slice(1)] = segment;
      return segment !== '';
    });
    if (matches) return { key, page, params };
  }
  return undefined;
}
