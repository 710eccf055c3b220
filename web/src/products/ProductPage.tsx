/** /products/{id}: the product, its maker, its rating and its reviews. */
import { useMutation, useQuery } from '@apollo/client/react';
import { useParams } from 'react-router-dom';
import { auditRows } from '../entries/detailRows';
import { EntryDetail } from '../entries/EntryDetail';
import { useReviewsPage } from '../entries/useReviewsPage';
import { PRODUCT_UI } from '../entries/entryUi';
import type { ProductFieldsFragment as Product } from '../gql/graphql';
import { WebLink } from '../ui/WebLink';
import { DeleteProductMutation, ProductQuery } from './operations';


const details = (p: Product): [string, React.ReactNode][] => [
  ['Description', p.description],
  ['Category', p.productCategoryType.name],
  ['Type', p.productType.name],
  ['Product Website', p.manufacturerLink ? <WebLink href={p.manufacturerLink} /> : null],
  ['Company', p.companyEntity.name],
  ['Company Website', p.companyEntity.website ? <WebLink href={p.companyEntity.website} /> : null],
  ['Company Location', [p.companyEntity.city, p.companyEntity.state?.name, p.companyEntity.country?.name].filter(Boolean).join(', ')],
  ['Company Fragrance Free Policy', p.companyEntity.policy ? 'Yes' : 'No'],
  ...auditRows(p),
];

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
