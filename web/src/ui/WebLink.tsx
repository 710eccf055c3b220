/** A link someone entered: opened in a new tab when it is an http(s) address, shown as plain text otherwise. */
import { webHref } from '@ffc/domain/text';

export function WebLink({ href }: { href: string }) {
  const safe = webHref(href);
  return safe ? (
    <a href={safe} target="_blank" rel="noopener noreferrer nofollow ugc">
      {href}
    </a>
  ) : (
    <>{href}</>
  );
}
