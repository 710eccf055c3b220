/** The route table of spec section 2; every screen is lazy-loaded so the first page downloads only itself. */
import { lazy } from 'react';
import type { RouteObject } from 'react-router-dom';

const page = (load: () => Promise<{ default: React.ComponentType }>) => {
  const Component = lazy(load);
  return <Component />;
};

export const routes: RouteObject[] = [
  { path: '/', element: page(() => import('../pages/HomePage')) },
  { path: '/home', element: page(() => import('../pages/HomePage')) },
  { path: '/login', element: page(() => import('../account/LoginPage')) },
  { path: '/logout', element: page(() => import('../account/LogoutPage')) },
  { path: '/register', element: page(() => import('../account/SignupPage')) },
  { path: '/forgot-username', element: page(() => import('../account/ForgotUsernamePage')) },
  { path: '/reset', element: page(() => import('../account/ResetPasswordPage')) },
  { path: '/profile', element: page(() => import('../account/ProfilePage')) },
  { path: '/user/edit', element: page(() => import('../account/ProfileEditPage')) },
  { path: '/about', element: page(() => import('../pages/AboutPage')) },
  { path: '/help', element: page(() => import('../pages/HelpPage')) },
  { path: '/privacy', element: page(() => import('../pages/PrivacyPage')) },
  { path: '/terms', element: page(() => import('../pages/TermsPage')) },
  { path: '/users', element: page(() => import('../users/UsersPage')) },
  { path: '/users/:id', element: page(() => import('../users/UserPage')) },
  { path: '/support', element: page(() => import('../support/SupportListPage')) },
  { path: '/support/add', element: page(() => import('../support/SupportAddPage')) },
  { path: '/support/:id', element: page(() => import('../support/SupportPage')) },
  { path: '/support/:id/edit', element: page(() => import('../support/SupportEditPage')) },
  { path: '/amazon', element: page(() => import('../pages/AmazonPage')) },
  { path: '/businesses', element: page(() => import('../businesses/BusinessListPage')) },
  { path: '/businesses/:id', element: page(() => import('../businesses/BusinessPage')) },
  { path: '/businesses/:id/edit', element: page(() => import('../businesses/BusinessEditPage')) },
  { path: '/businesses/:businessId/reviews/:id', element: page(() => import('../businesses/BusinessReviewPage')) },
  { path: '/homes', element: page(() => import('../homes/HomeListPage')) },
  { path: '/homes/:id', element: page(() => import('../homes/HomePage')) },
  { path: '/homes/:id/edit', element: page(() => import('../homes/HomeEditPage')) },
  { path: '/homes/:homeId/reviews/:id', element: page(() => import('../homes/HomeReviewPage')) },
  { path: '/products', element: page(() => import('../products/ProductListPage')) },
  { path: '/products/:id', element: page(() => import('../products/ProductPage')) },
  { path: '/products/:id/editV3', element: page(() => import('../products/ProductEditPage')) },
  { path: '/products/:productId/reviews/:id', element: page(() => import('../products/ProductReviewPage')) },
  { path: '/socials', element: page(() => import('../socials/SocialListPage')) },
  { path: '/socials/:id', element: page(() => import('../socials/SocialPage')) },
  { path: '/socials/:id/edit', element: page(() => import('../socials/SocialEditPage')) },
  { path: '*', element: page(() => import('../pages/NotFoundPage')) },
];
