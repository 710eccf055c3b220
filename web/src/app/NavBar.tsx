/** The navigation bar of spec section 2: Support for moderators, Users for administrators. */
import { Alignment, Classes, Navbar } from '@blueprintjs/core';
import { NavLink } from 'react-router-dom';
import { useSession } from '../session/SessionContext';
import { siteName } from '../ui/site';

function Link({ to, children }: { to: string; children: string }) {
  return (
    <NavLink
      to={to}
      end={to === '/'}
      className={({ isActive }) => `${Classes.BUTTON} ${Classes.MINIMAL}${isActive ? ` ${Classes.ACTIVE}` : ''}`}
    >
      {children}
    </NavLink>
  );
}

export function NavBar() {
  const { currentUser, showModeratorPage, showAdminPage } = useSession();
  return (
    <nav aria-label="Main">
    <Navbar className="site-nav">
      <Navbar.Group align={Alignment.START} className="site-nav-group">
        <Navbar.Heading className="site-name">{siteName}</Navbar.Heading>
        <Link to="/">Home</Link>
        <Link to="/businesses">Businesses</Link>
        <Link to="/products">Products</Link>
        <Link to="/homes">Rental Homes</Link>
        <Link to="/socials">Social Groups</Link>
        {showModeratorPage && <Link to="/support">Support</Link>}
        {showAdminPage && <Link to="/users">Users</Link>}
      </Navbar.Group>
      <Navbar.Group align={Alignment.END} className="site-nav-group">
        {currentUser ? (
          <>
            <Link to="/profile">Profile</Link>
            <Link to="/logout">Logout</Link>
          </>
        ) : (
          <Link to="/login">Login</Link>
        )}
      </Navbar.Group>
    </Navbar>
    </nav>
  );
}
