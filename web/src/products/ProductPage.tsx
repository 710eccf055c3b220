/** /products/{id}: the product, its maker, its rating and its reviews. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { auditRows, detailRows, REVIEWED_ELSEWHERE } from '../entries/detailRows';
import { EntryDetail } from '../entries/EntryDetail';
import { useReviewsPage } from '../entries/useReviewsPage';
import { PRODUCT_UI } from '../entries/entryUi';
import type { ProductFieldsFragment as Product } from '../gql/graphql';
import { WebLink } from '../ui/WebLink';
import { DeleteProductMutation, ProductQuery } from './operations';


const details = detailRows<Product>()(
  {
    description: (p) => ['Description', p.description],
    productCategoryType: (p) => ['Category', p.productCategoryType.name],
    productType: (p) => ['Type', p.productType.name],
    manufacturerLink: (p) => ['Product Website', p.manufacturerLink ? <WebLink href={p.manufacturerLink} /> : null],
    companyEntity: ({ companyEntity: c }) => [
      ['Company', c.name],
      ['Company Website', c.website ? <WebLink href={c.website} /> : null],
      ['Company Location', [c.city, c.state?.name, c.country?.name].filter(Boolean).join(', ')],
      ['Company Fragrance Free Policy', c.policy ? 'Yes' : 'No'],
    ],
    ...auditRows,
  },
  REVIEWED_ELSEWHERE,
);

export default function ProductPage() {
  const id = Number(useParams().id);
  const [reviewsPage, setReviewsPage] = useReviewsPage();
  const { data, loading, error, refetch } = useQuery(ProductQuery, { variables: { id, reviewsPage }, skip: !Number.isInteger(id), fetchPolicy: 'cache-and-network' });
  const [remove] = useMutation(DeleteProductMutation);
  return (
    <EntryDetail<Product>
      ui={PRODUCT_UI}
      title="Product"
      result={{ entry: data?.entry, loading, error }}
      details={details}
      onDelete={(productId) => remove({ variables: { id: productId } })}
      refetch={refetch}
      onReviewsPage={setReviewsPage}
    />
  );
}
