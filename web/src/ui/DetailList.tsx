/** A definition list of label and value rows, as every detail screen shows them. */
import type { ReactNode } from 'react';

/** Label and value rows; empty values show a dash. */
export function DetailList({ rows }: { rows: readonly [string, ReactNode][] }) {
  return (
    <dl className="details">
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}
