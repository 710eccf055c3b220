/** /businesses/{id}: the business, its rating and its reviews. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { addressRows, auditRows, contactRows, detailRows, locationRows, REVIEWED_ELSEWHERE } from '../entries/detailRows';
import { EntryDetail } from '../entries/EntryDetail';
import { useReviewsPage } from '../entries/useReviewsPage';
import { BUSINESS_UI } from '../entries/entryUi';
import type { BusinessFieldsFragment as Business } from '../gql/graphql';
import { BusinessQuery, DeleteBusinessMutation } from './operations';

const details = detailRows<Business>()(
  {
    description: (b) => ['Description', b.description],
    businessType: (b) => ['Type', b.businessType.name],
    ...addressRows,
    ...contactRows,
    ...locationRows,
    ...auditRows,
  },
  REVIEWED_ELSEWHERE,
);

export default function BusinessPage() {
  const id = Number(useParams().id);
  const [reviewsPage, setReviewsPage] = useReviewsPage();
  const { data, loading, error, refetch } = useQuery(BusinessQuery, { variables: { id, reviewsPage }, skip: !Number.isInteger(id), fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteBusinessMutation);
  return (
    <EntryDetail<Business>
      ui={BUSINESS_UI}
      title="Business"
      result={{ entry: data?.entry, loading, error }}
      details={details}
      onDelete={(businessId) => remove({ variables: { id: businessId } })}
      refetch={refetch}
      onReviewsPage={setReviewsPage}
    />
  );
}
