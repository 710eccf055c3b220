/**
 * A detail page's rows, keyed by the fields of the kind's fragment they show, in display order.
 * `detailRows<Fragment>()` checks that every field has a row (or `null` when another row shows
 * it) or is named as shown elsewhere on the page: a field added to the fragment and not to the
 * page fails to compile, naming it. The rows the kinds share are here too.
 */
import type { ReactNode } from 'react';
import { formatDay, yesNo } from '@ffc/domain/text';
import { telHref } from '@ffc/domain/contact';
import { WebLink } from './WebLink';

export type Row = [label: string, value: ReactNode];
/** A field's row (or rows); null when another field's row shows it too. */
type RowOf<E> = ((entry: E) => Row | Row[]) | null;

export function detailRows<F>() {
  return function check<const N extends keyof F = never>(
    rows: { [K in Exclude<keyof F, N>]: RowOf<F> },
    /** Fields shown elsewhere on the page (the name in the heading, the rating by the stars…). */
    _elsewhere: readonly N[] = [],
  ): (entry: F) => Row[] {
    const shown = Object.values<RowOf<F>>(rows);
    return (entry) =>
      shown.flatMap((rowOf) => {
        if (!rowOf) return [];
        const row = rowOf(entry);
        return isRowList(row) ? row : [row];
      });
  };
}

const isRowList = (row: Row | Row[]): row is Row[] => Array.isArray(row[0]);

interface Named {
  name: string;
}

export interface PostalAddress {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: Named | null;
  country?: Named | null;
  postalCode?: string | null;
}

/** An address's lines as a letter would carry them: street, more street, town with state and postal code, country. */
export function addressLines(e: PostalAddress): string[] {
  const town = [[e.city, e.state?.name].filter(Boolean).join(', '), e.postalCode].filter(Boolean).join(' ');
  return [e.address1, e.address2, town, e.country?.name].filter((line): line is string => !!line);
}

/** The address as an address: one row, its lines as a letter would carry them. */
export const addressRows = {
  address1: (e: PostalAddress): Row => {
    const lines = addressLines(e);
    return [
      'Address',
      lines.length === 0 ? null : (
        <address className="postal-address">
          {lines.map((line, i) => (
            <span key={i}>{line}</span>
          ))}
        </address>
      ),
    ];
  },
  address2: null,
  city: null,
  state: null,
  country: null,
  postalCode: null,
};

export const contactRows = {
  phoneNumber: (e: { phoneNumber?: string | null }): Row => {
    const href = telHref(e.phoneNumber);
    return ['Phone Number', href ? <a href={href}>{e.phoneNumber}</a> : e.phoneNumber];
  },
  email: (e: { email?: string | null }): Row => ['Email', e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : null],
  website: (e: { website?: string | null }): Row => ['Website', e.website ? <WebLink href={e.website} /> : null],
  policy: (e: { policy: boolean }): Row => ['Fragrance Free Policy', yesNo(e.policy)],
  policyDescription: (e: { policyDescription?: string | null }): Row => ['Policy Description', e.policyDescription],
};

/** The position is shown on the detail page's map, never as numbers. */
export const locationRows = { latitude: null, longitude: null };

const dated = (value: string | null | undefined) => (value ? formatDay(value) : null);

export const auditRows = {
  createdDate: (e: { createdDate?: string | null }): Row => ['Added', dated(e.createdDate)],
  modifiedDate: (e: { modifiedDate?: string | null }): Row => ['Last updated', dated(e.modifiedDate)],
};

/** Shown elsewhere on a reviewed entry's page: the name as its heading, the stars and the count by the reviews. */
export const REVIEWED_ELSEWHERE = ['id', 'name', 'rating', 'reviewCount', 'createdById', 'modifiedById'] as const;
