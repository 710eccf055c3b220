/** /homes/{id}: the rental home, its rating and its reviews. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { yesNo } from '@ffc/domain/text';
import { addressRows, auditRows, contactRows, detailRows, locationRows, REVIEWED_ELSEWHERE } from '../entries/detailRows';
import { EntryDetail } from '../entries/EntryDetail';
import { useReviewsPage } from '../entries/useReviewsPage';
import { HOME_UI } from '../entries/entryUi';
import type { HomeFieldsFragment as Home } from '../gql/graphql';
import { DeleteHomeMutation, HomeQuery } from './operations';

const details = detailRows<Home>()(
  {
    description: (h) => ['Description', h.description],
    homeType: (h) => ['Type', h.homeType.name],
    people: (h) => ['Sleeps', h.people],
    bedrooms: (h) => ['Bedrooms', h.bedrooms],
    bathrooms: (h) => ['Bathrooms', h.bathrooms],
    petsAllowed: (h) => ['Pets Allowed', yesNo(h.petsAllowed)],
    ...addressRows,
    ...contactRows,
    ...locationRows,
    ...auditRows,
  },
  REVIEWED_ELSEWHERE,
);

export default function HomePage() {
  const id = Number(useParams().id);
  const [reviewsPage, setReviewsPage] = useReviewsPage();
  const { data, loading, error, refetch } = useQuery(HomeQuery, { variables: { id, reviewsPage }, skip: !Number.isInteger(id), fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteHomeMutation);
  return (
    <EntryDetail<Home>
      ui={HOME_UI}
      title="Rental Home"
      result={{ entry: data?.entry, loading, error }}
      details={details}
      onDelete={(homeId) => remove({ variables: { id: homeId } })}
      refetch={refetch}
      onReviewsPage={setReviewsPage}
    />
  );
}
