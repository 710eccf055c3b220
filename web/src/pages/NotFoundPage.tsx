/** Any unknown address. */
import { Link } from 'react-router-dom';
import { PageHead } from '../ui/PageHead';
import { StateMessage } from '../ui/StateMessage';

export default function NotFoundPage() {
  return (
    <>
      <PageHead title="Page Not Found" description="The page you asked for does not exist." />
      <StateMessage
        as="h1"
        icon="search"
        title="Page not found"
        description="There is no page at this address. It may have moved, or the link may be mistyped."
        action={<Link to="/">Go to the home page</Link>}
      />
    </>
  );
}
