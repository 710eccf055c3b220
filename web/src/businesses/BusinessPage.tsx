/** /businesses/{id}: the business, its rating and its reviews. */
import { BUSINESS_SWITCHES } from '@ffc/domain/businesses';
import { addressRows, auditRows, contactRows, detailRows, locationRows, REVIEWED_ELSEWHERE } from '../ui/detailRows';
import { switchRows } from '../entries/switches';
import { reviewedAccommodationRows } from '../entries/accommodations';
import { EntryDetail, type EntryDetailSpec } from '../entries/EntryDetail';
import { BUSINESS_UI } from '../kinds/entryUi';
import type { BusinessFieldsFragment as Business } from '../gql/graphql';
import {
  BusinessQuery,
  DeleteBusinessMutation,
  SetBusinessClosedMutation,
  CheckBusinessAccommodationsMutation,
} from './operations';

const details = detailRows<Business>()(
  {
    description: (b) => ['Description', b.description],
    businessType: (b) => ['Type', b.businessType.name],
    ...addressRows,
    ...contactRows,
    ...switchRows(BUSINESS_SWITCHES),
    ...locationRows,
    ...reviewedAccommodationRows('businesses'),
    ...auditRows,
  },
  REVIEWED_ELSEWHERE,
);

const BUSINESS_DETAIL: EntryDetailSpec<Business> = {
  checks: { kind: 'businesses', mutation: CheckBusinessAccommodationsMutation },
  ui: BUSINESS_UI,
  title: 'Business',
  query: BusinessQuery,
  remove: DeleteBusinessMutation,
  setClosed: SetBusinessClosedMutation,
  details,
};

export default function BusinessPage() {
  return <EntryDetail spec={BUSINESS_DETAIL} />;
}
