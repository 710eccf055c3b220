/** /businesses/{id}: the business, its rating and its reviews. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { yesNo } from '@ffc/domain';
import { EntryDetail, useReviewsPage } from '../entries/EntryDetail';
import { BUSINESS_KIND } from '../entries/kinds';
import type { BusinessQuery as Result } from '../gql/graphql';
import { BusinessQuery, DeleteBusinessMutation } from './operations';

type Business = NonNullable<Result['business']>;

const address = (b: Business) => [b.address1, b.address2].filter(Boolean).join(', ');
const dated = (value: string | null) => (value ? new Date(value).toLocaleDateString() : null);

function details(b: Business): [string, React.ReactNode][] {
  return [
    ['Description', b.description],
    ['Type', b.businessType.name],
    ['Address', address(b)],
    ['City', b.city],
    ['State/Province', b.state?.name],
    ['Country', b.country?.name],
    ['Postal Code', b.postalCode],
    ['Phone Number', b.phoneNumber],
    ['Email', b.email ? <a href={`mailto:${b.email}`}>{b.email}</a> : null],
    ['Website', b.website ? <a href={b.website} target="_blank" rel="noopener noreferrer">{b.website}</a> : null],
    ['Fragrance Free Policy', yesNo(b.policy)],
    ['Policy Description', b.policyDescription],
    ['Location', b.latitude != null && b.longitude != null ? `${b.latitude.toFixed(4)}, ${b.longitude.toFixed(4)}` : null],
    ['Added', dated(b.createdDate)],
    ['Last updated', dated(b.modifiedDate)],
  ];
}

export default function BusinessPage() {
  const id = Number(useParams().id);
  const [reviewsPage, setReviewsPage] = useReviewsPage();
  const { data, loading, error, refetch } = useQuery(BusinessQuery, {
    variables: { id, reviewsPage },
    skip: !Number.isInteger(id),
    fetchPolicy: 'cache-and-network',
  });
  const [remove] = useMutation(DeleteBusinessMutation);
  return (
    <EntryDetail
      kind={BUSINESS_KIND}
      title="Business"
      result={{ entry: data?.business, loading, error }}
      details={(b) => details(b as Business)}
      onDelete={(businessId) => remove({ variables: { id: businessId } })}
      refetch={refetch}
      onReviewsPage={setReviewsPage}
    />
  );
}
