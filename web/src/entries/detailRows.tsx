/** Detail rows the kinds share: address, contact and policy, position, and when it was added and changed. */
import type { ReactNode } from 'react';
import { yesNo } from '@ffc/domain/text';
import { WebLink } from '../ui/WebLink';

type Row = [string, ReactNode];
interface Named {
  name: string;
}

export function addressRows(e: {
  address1?: string | null;
  address2?: string | null;
  city?: string | null;
  state?: Named | null;
  country?: Named | null;
  postalCode?: string | null;
}): Row[] {
  return [
    ['Address', [e.address1, e.address2].filter(Boolean).join(', ')],
    ['City', e.city],
    ['State/Province', e.state?.name],
    ['Country', e.country?.name],
    ['Postal Code', e.postalCode],
  ];
}

export function contactRows(e: { phoneNumber?: string | null; email?: string | null; website?: string | null; policy: boolean; policyDescription?: string | null }): Row[] {
  return [
    ['Phone Number', e.phoneNumber],
    ['Email', e.email ? <a href={`mailto:${e.email}`}>{e.email}</a> : null],
    ['Website', e.website ? <WebLink href={e.website} /> : null],
    ['Fragrance Free Policy', yesNo(e.policy)],
    ['Policy Description', e.policyDescription],
  ];
}

export function locationRow(e: { latitude?: number | null; longitude?: number | null }): Row {
  return ['Location', e.latitude != null && e.longitude != null ? `${e.latitude.toFixed(4)}, ${e.longitude.toFixed(4)}` : null];
}

const dated = (value: string | null | undefined) => (value ? new Date(value).toLocaleDateString() : null);

export function auditRows(e: { createdDate?: string | null; modifiedDate?: string | null }): Row[] {
  return [
    ['Added', dated(e.createdDate)],
    ['Last updated', dated(e.modifiedDate)],
  ];
}
