/** A route of the spec whose screen is not built yet: says so plainly instead of failing. */
import { NonIdealState } from '@blueprintjs/core';
import { Link } from 'react-router-dom';
import { PageHead } from '../ui/PageHead';

export default function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHead title={title} description={`${title}: coming soon.`} />
      <NonIdealState
        icon="build"
        title={title}
        description="This part of the site is being built and will be available soon."
        action={<Link to="/">Go to the home page</Link>}
      />
    </>
  );
}
