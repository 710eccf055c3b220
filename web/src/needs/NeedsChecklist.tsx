/**
 * A detail page's "Your needs here": each need the signed-in reader has at this kind, against the
 * entry (domain `needsChecklist`): confirmed, offered, disputed or not listed.
 */
import { H2, Intent } from '@blueprintjs/core';
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import type { AccommodatedKind } from '@ffc/domain/accommodations';
import type { AccommodationStatus } from '@ffc/domain/checks';
import { NEED_STATE_LABELS, NEEDS_TEXT, needsChecklist, needsMetLabel, type NeedState } from '@ffc/domain/needs';
import { SITE_PAGES } from '@ffc/domain/pages';
import { formatDay } from '@ffc/domain/text';
import { Badge } from '../ui/Badge';
import { NeedsQuery } from './operations';

const STATE_INTENT: Record<NeedState, Intent> = {
  confirmed: Intent.SUCCESS,
  offered: Intent.PRIMARY,
  disputed: Intent.DANGER,
  unknown: Intent.NONE,
};

export function NeedsChecklist({
  kind,
  status,
}: {
  kind: AccommodatedKind;
  status: readonly Pick<AccommodationStatus, 'key' | 'state' | 'lastConfirmed'>[];
}) {
  const { data } = useQuery(NeedsQuery, { fetchPolicy: 'cache-first' });
  const needed = data?.needs[kind] ?? [];
  if (!data) return null;
  const checks = needsChecklist(kind, needed, status);
  const met = checks.filter((c) => c.state !== 'unknown').length;
  return (
    <section aria-labelledby="needs-here" className="needs-here">
      <H2 id="needs-here">{NEEDS_TEXT.checklist}</H2>
      {checks.length === 0 ? (
        <p>
          {NEEDS_TEXT.noneHere} <Link to={SITE_PAGES.needs.path}>{NEEDS_TEXT.choose}</Link>
        </p>
      ) : (
        <>
          <p>{needsMetLabel(met, checks.length)}.</p>
          <ul className="needs-checklist">
            {checks.map((check) => (
              <li key={check.key}>
                <span className="need-label">{check.label}</span>{' '}
                <Badge intent={STATE_INTENT[check.state]}>{NEED_STATE_LABELS[check.state]}</Badge>
                {check.lastConfirmed && <span> {NEEDS_TEXT.lastConfirmed(formatDay(check.lastConfirmed))}</span>}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
