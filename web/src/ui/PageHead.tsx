/** Every page's head: `{title} | {site}`, a description and a canonical link (React 19 hoists them). */
import { useLocation } from 'react-router-dom';
import { siteName } from './site';

export function PageHead({ title, description }: { title: string; description: string }) {
  const { pathname } = useLocation();
  const canonical = typeof window === 'undefined' ? pathname : `${window.location.origin}${pathname}`;
  return (
    <>
      <title>{`${title} | ${siteName}`}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={canonical} />
    </>
  );
}
