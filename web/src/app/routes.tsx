/**
 * The route table of spec section 2: the paths come from domain's SITE_PAGES (the BFF answers
 * unknown addresses 404 from the same list), each mapped here to its screen. Every screen is
 * lazy-loaded so the first page downloads only itself.
 */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';
import { SITE_PAGES, type SitePageKey } from '@ffc/domain/pages';

type Screen = () => Promise<{ default: React.ComponentType }>;

const page = (load: Screen) => {
  const Component = lazy(load);
  return <Component />;
};

/** Every page of the table has a screen: a page added to SITE_PAGES without one fails to compile. */
const SCREENS: Record<SitePageKey, Screen> = {
  home: () => import('../pages/HomePage'),
  homeAlias: () => import('../pages/HomePage'),
  login: () => import('../account/LoginPage'),
  logout: () => import('../account/LogoutPage'),
  register: () => import('../account/SignupPage'),
  forgotUsername: () => import('../account/ForgotUsernamePage'),
  reset: () => import('../account/ResetPasswordPage'),
  forgotPassword: () => import('../account/ForgotPasswordPage'),
  resetWithToken: () => import('../account/ResetWithTokenPage'),
  confirmEmail: () => import('../account/ConfirmEmailPage'),
  moderation: () => import('../users/ModerationPage'),
  reports: () => import('../reports/ReportsPage'),
  profile: () => import('../account/ProfilePage'),
  profileEdit: () => import('../account/ProfileEditPage'),
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
  ...(Object.keys(SITE_PAGES) as SitePageKey[]).map((key) => ({ path: SITE_PAGES[key].path, element: page(SCREENS[key]) })),
  { path: '*', element: page(() => import('../pages/NotFoundPage')) },
];
