/**
 * The navigation bar of spec section 2: Support for moderators, Users for administrators. Below
 * 768 px the links move into a drawer behind a menu button; the dark-mode switch sits
 * at the bar's end, or in the drawer.
 */
import { Alignment, Button, Classes, Navbar } from '@blueprintjs/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { UI } from '@ffc/domain/messages';
import { useSession } from '../session/SessionContext';
import { siteName } from '../ui/site';
import { PHONE, useMediaQuery } from '../ui/useMediaQuery';
import { NotificationBell } from '../watching/NotificationBell';
import { DarkModeSwitch } from './theme';

function Link({ to, children }: { to: string; children: string }) {
  return (
    <NavLink
      to={to}
      end={to === '/' || to === '/moderation'}
      className={({ isActive }) => `${Classes.BUTTON} ${Classes.MINIMAL}${isActive ? ` ${Classes.ACTIVE}` : ''}`}
    >
      {children}
    </NavLink>
  );
}

function SiteLinks() {
  const { showModeratorPage, showAdminPage } = useSession();
  return (
    <>
      <Link to="/">Home</Link>
      <Link to="/businesses">Businesses</Link>
      <Link to="/products">Products</Link>
      <Link to="/homes">Rental Homes</Link>
      <Link to="/socials">Social Groups</Link>
      {showModeratorPage && <Link to="/support">Support</Link>}
      {showModeratorPage && <Link to="/moderation">Moderation</Link>}
      {showModeratorPage && <Link to="/moderation/reports">Reports</Link>}
      {showAdminPage && <Link to="/users">Users</Link>}
    </>
  );
}

function AccountLinks() {
  const { currentUser } = useSession();
  return currentUser ? (
    <>
      <Link to="/profile">Profile</Link>
      <Link to="/logout">Logout</Link>
    </>
  ) : (
    <Link to="/login">{UI.login}</Link>
  );
}

/** The phone menu's drawer: downloaded when a phone's visitor reaches for the menu, not with the page. */
const loadPhoneMenu = () => import('./PhoneMenu');
const PhoneMenu = lazy(loadPhoneMenu);

export function NavBar() {
  const phone = useMediaQuery(PHONE);
  // A link followed in the menu closes it, and so does the browser's Back. A page that arrives on
  // its own does not: a navigation is a transition, and one still landing (a login going home on a
  // slow phone) must not shut a menu opened meanwhile.
  const [open, setOpen] = useState(false);
  // Drawn from the first opening on (so it can close with its animation), not before: a page that
  // never opens the menu runs none of the drawer's code.
  const [menuDrawn, setMenuDrawn] = useState(false);
  if (open && !menuDrawn) setMenuDrawn(true);
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open]);
  return (
    <nav aria-label="Main">
      <Navbar className="site-nav">
        <Navbar.Group align={Alignment.START} className="site-nav-group">
          <Navbar.Heading className="site-name">{siteName}</Navbar.Heading>
          {!phone && <SiteLinks />}
        </Navbar.Group>
        <Navbar.Group align={Alignment.END} className="site-nav-group">
          <NotificationBell />
          {phone ? (
            <Button
              icon="menu"
              variant="minimal"
              aria-expanded={open}
              aria-haspopup="dialog"
              // The drawer's code starts downloading as the finger or focus lands on the button.
              onPointerDown={() => void loadPhoneMenu()}
              onFocus={() => void loadPhoneMenu()}
              onClick={() => setOpen(true)}
              className="menu-button"
            >
              {UI.menu}
            </Button>
          ) : (
            <>
              <AccountLinks />
              <DarkModeSwitch />
            </>
          )}
        </Navbar.Group>
      </Navbar>
      {phone && menuDrawn && (
        <Suspense fallback={null}>
          <PhoneMenu isOpen={open} onClose={() => setOpen(false)}>
            <SiteLinks />
            <AccountLinks />
            <DarkModeSwitch />
          </PhoneMenu>
        </Suspense>
      )}
    </nav>
  );
}
