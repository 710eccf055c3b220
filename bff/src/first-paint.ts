/**
 * What a page shows before its script has run: the navigation bar's site name and, on the home page
 * and the four lists, the heading (with the tagline, or the login message a visitor without a
 * session sees). On a phone the app's script takes seconds to arrive and run; this is painted as
 * soon as the stylesheet is in. It is the same markup, with the same classes, as the app's first
 * screen (`NavBar`, `HomePage`, `ListHeader`), so nothing moves when the app replaces it: React
 * clears the root and draws its own in the same places.
 */
import { loginToAddMessage, SITE_NAME, SITE_PAGES, TAGLINE, UI, type SitePage } from '@ffc/domain';
import { escapeHtml } from './html.js';

/** Blueprint's info-sign icon, as its `Callout` draws it (so the message's text starts where the app's does). */
const INFO_ICON =
  '<span aria-hidden="true" tabindex="-1" class="bp6-icon bp6-icon-info-sign">' +
  '<svg data-icon="info-sign" height="16" role="img" viewBox="0 0 16 16" width="16">' +
  '<path d="M8 0C3.58 0 0 3.58 0 8s3.58 8 8 8 8-3.58 8-8-3.58-8-8-8' +
  'M7 3h2v2H7zm3 10H6v-1h1V7H6V6h3v6h1z" fill-rule="evenodd"></path></svg></span>';

/** The phone's Menu button, as `NavBar` draws it (hidden from 768 px by the app's stylesheet). */
const MENU_BUTTON =
  '<div class="bp6-navbar-group bp6-align-right site-nav-group first-paint-phone">' +
  '<button type="button" aria-expanded="false" aria-haspopup="dialog" class="bp6-button bp6-minimal menu-button">' +
  '<span aria-hidden="true" class="bp6-icon bp6-icon-menu">' +
  '<svg data-icon="menu" height="16" role="img" viewBox="0 0 16 16" width="16">' +
  '<path d="M1 4h14c.55 0 1-.45 1-1s-.45-1-1-1H1c-.55 0-1 .45-1 1s.45 1 1 1' +
  'm14 8H1c-.55 0-1 .45-1 1s.45 1 1 1h14c.55 0 1-.45 1-1s-.45-1-1-1' +
  'm0-5H1c-.55 0-1 .45-1 1s.45 1 1 1h14c.55 0 1-.45 1-1s-.45-1-1-1" fill-rule="evenodd"></path></svg></span>' +
  `<span class="bp6-button-text">${escapeHtml(UI.menu)}</span></button></div>`;

/** The kinds' lists (the site's pages with `list`), whose heading is drawn first. */
const LISTS: readonly SitePage[] = Object.values(SITE_PAGES).filter((page: SitePage) => page.list);
const GO_BACK =
  '<button type="button" class="bp6-button">' +
  `<span class="bp6-button-text">${escapeHtml(UI.goBack)}</span></button>`;

/** The API's session cookies (api/src/http/session.ts): with one, the visitor may be signed in. */
const SESSION_COOKIE = /(?:^|;\s*)ffc_(?:access|refresh)=/;

export function firstPaint(pathname: string, cookie: string | undefined): string {
  const nav =
    '<nav aria-label="Main"><div class="bp6-navbar site-nav">' +
    '<div class="bp6-navbar-group bp6-align-left site-nav-group">' +
    `<div class="bp6-navbar-heading site-name">${escapeHtml(SITE_NAME)}</div></div>${MENU_BUTTON}</div></nav>`;
  const main = (content: string) => `<main id="main" class="site-main">${content}</main>`;
  if (pathname === SITE_PAGES.home.path) {
    return (
      nav +
      main(
        `<section class="hero"><h1 class="bp6-heading">${escapeHtml(SITE_NAME)}</h1>` +
          `<p class="bp6-text-large">${escapeHtml(TAGLINE)}</p></section>`,
      )
    );
  }
  const list = LISTS.find((page) => page.path === pathname);
  if (!list) return nav;
  const header =
    `<div class="list-header"><h1 class="bp6-heading">${escapeHtml(list.title)}</h1>` +
    `<div class="form-actions">${list.list?.goBack ? GO_BACK : ''}</div></div>`;
  const login =
    cookie && SESSION_COOKIE.test(cookie)
      ? ''
      : '<div class="bp6-callout bp6-intent-primary login-message bp6-callout-has-body-content bp6-callout-icon">' +
        `${INFO_ICON}${escapeHtml(loginToAddMessage(list.title))} <a href="/login">${escapeHtml(UI.login)}</a></div>`;
  return nav + main(header + login);
}
