/** The home page's links to each kind's list, with how many entries each has once known. */
import { Link } from 'react-router-dom';
import type { ListedKind } from '@ffc/domain/lists';
import { UI } from '@ffc/domain/messages';

/** The kinds a visitor can look for, with the home page's words for them, in the order shown. */
export const KINDS: readonly { kind: ListedKind; browse: string }[] = [
  { kind: 'businesses', browse: 'Fragrance-free businesses' },
  { kind: 'products', browse: 'Fragrance-free products' },
  { kind: 'homes', browse: 'Fragrance-free rental homes' },
  { kind: 'socials', browse: 'Social groups' },
];

interface KindCount {
  kind: string;
  count: number;
  countIsEstimate: boolean;
}

export function BrowseLinks({ counts = [] }: { counts?: readonly KindCount[] }) {
  const byKind = new Map(counts.map((c) => [c.kind, c]));
  return (
    <nav aria-label={UI.home.browse} className="home-links">
      <ul>
        {KINDS.map(({ kind, browse }) => {
          const counted = byKind.get(kind);
          return (
            <li key={kind}>
              <Link to={`/${kind}`}>
                {counted ? `${browse} (${UI.home.count(counted.count, counted.countIsEstimate)})` : browse}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
