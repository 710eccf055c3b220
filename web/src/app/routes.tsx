/**
 * The route table of spec section 2: the paths come from domain's SITE_PAGES (the BFF answers
 * unknown addresses 404 from the same list), each mapped here to its screen. Every screen is
 * lazy-loaded so the first page downloads only itself, but the logout's, which must work offline.
 */
import { createElement, lazy, type ComponentType } from 'react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { SITE_PAGE_KEYS, SITE_PAGES, type SitePageKey } from '@ffc/domain/pages';
import LogoutPage from '../account/LogoutPage';

type Screen = () => Promise<{ default: React.ComponentType }>;

/** What each route's screen is loaded by, to load the first one ahead (`preloadScreen`). */
const loaders = new Map<RouteObject, () => Promise<unknown>>();

/**
 * A route whose screen is loaded when first shown. A screen already loaded (ahead, by
 * `preloadScreen`) is drawn at once instead of through its Suspense fallback.
 */
const route = (path: string, load: Screen): RouteObject => {
  let loaded: ComponentType | undefined;
  const keep = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(keep);
  function Page() {
    return loaded ? createElement(loaded) : <Lazy />;
  }
  const object: RouteObject = { path, element: <Page /> };
  loaders.set(object, keep);
  return object;
};

/** Every page of the table has a screen: a page added to SITE_PAGES without one fails to compile. */
const SCREENS: Record<SitePageKey, Screen> = {
  home: () => import('../pages/HomePage'),
  homeAlias: () => import('../pages/HomePage'),
  login: () => import('../account/LoginPage'),
  // In the first page, not a chunk: logging out must work with no connection.
  logout: () => Promise.resolve({ default: LogoutPage }),
  register: () => import('../account/SignupPage'),
  forgotUsername: () => import('../account/ForgotUsernamePage'),
  reset: () => import('../account/ResetPasswordPage'),
  forgotPassword: () => import('../account/ForgotPasswordPage'),
  resetWithToken: () => import('../account/ResetWithTokenPage'),
  confirmEmail: () => import('../account/ConfirmEmailPage'),
  moderation: () => import('../moderation/ModerationPage'),
  reports: () => import('../reports/ReportsPage'),
  profile: () => import('../account/ProfilePage'),
  profileEdit: () => import('../account/ProfileEditPage'),
  needs: () => import('../needs/NeedsPage'),
  myPlaces: () => import('../myPlaces/MyPlacesPage'),
  sharedList: () => import('../myPlaces/SharedListPage'),
  notifications: () => import('../watching/NotificationsPage'),
  notificationSettings: () => import('../watching/NotificationSettingsPage'),
  unsubscribe: () => import('../watching/UnsubscribePage'),
  about: () => import('../pages/AboutPage'),
  help: () => import('../pages/HelpPage'),
  privacy: () => import('../pages/PrivacyPage'),
  terms: () => import('../pages/TermsPage'),
  users: () => import('../users/UsersPage'),
  user: () => import('../users/UserPage'),
  supportList: () => import('../support/SupportListPage'),
  supportAdd: () => import('../support/SupportAddPage'),
  support: () => import('../support/SupportPage'),
  supportEdit: () => import('../support/SupportEditPage'),
  amazon: () => import('../pages/AmazonPage'),
  businesses: () => import('../businesses/BusinessListPage'),
  business: () => import('../businesses/BusinessPage'),
  businessEdit: () => import('../businesses/BusinessEditPage'),
  businessHistory: () => import('../businesses/BusinessHistoryPage'),
  businessReview: () => import('../businesses/BusinessReviewPage'),
  homes: () => import('../homes/HomeListPage'),
  rentalHome: () => import('../homes/HomePage'),
  homeEdit: () => import('../homes/HomeEditPage'),
  homeHistory: () => import('../homes/HomeHistoryPage'),
  homeReview: () => import('../homes/HomeReviewPage'),
  products: () => import('../products/ProductListPage'),
  product: () => import('../products/ProductPage'),
  productEdit: () => import('../products/ProductEditPage'),
  productHistory: () => import('../products/ProductHistoryPage'),
  productReview: () => import('../products/ProductReviewPage'),
  socials: () => import('../socials/SocialListPage'),
  social: () => import('../socials/SocialPage'),
  socialEdit: () => import('../socials/SocialEditPage'),
  socialHistory: () => import('../socials/SocialHistoryPage'),
};

export const routes: RouteObject[] = [
  ...SITE_PAGE_KEYS.map((key) => route(SITE_PAGES[key].path, SCREENS[key])),
  route('*', () => import('../pages/NotFoundPage')),
];

/**
 * Loads the screen of an address before the app's first render, so that render draws it over the
 * page's served first paint at once: without it the first commit showed the loading fallback, with
 * neither the served heading nor the screen's own.
 */
export function preloadScreen(pathname: string): Promise<unknown> {
  const matched = matchRoutes(routes, pathname)?.[0]?.route;
  const load = matched && loaders.get(matched);
  return load ? load() : Promise.resolve();
}
