/** The footer: About, Help, Privacy, Terms and Conditions, and the copyright line. */
import { Link } from 'react-router-dom';
import { DEVELOPER_NAME } from '@ffc/domain/messages';

export function Footer() {
  return (
    <footer className="site-footer">
      <nav aria-label="Site information">
        <Link to="/about">About</Link>
        <Link to="/help">Help</Link>
        <Link to="/privacy">Privacy</Link>
        <Link to="/terms">Terms and Conditions</Link>
      </nav>
      <p>
        © {new Date().getFullYear()} {DEVELOPER_NAME}
      </p>
    </footer>
  );
}
