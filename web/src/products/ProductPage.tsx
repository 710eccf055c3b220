/** /products/{id}: the product, its maker, its rating and its reviews. */
import { PRODUCT_SWITCHES } from '@ffc/domain/products';
import { auditRows, detailRows, REVIEWED_ELSEWHERE } from '../ui/detailRows';
import { switchRows } from '../entries/switches';
import { reviewedAccommodationRows } from '../entries/accommodations';
import { EntryDetail, type EntryDetailSpec } from '../entries/EntryDetail';
import { PRODUCT_UI } from '../kinds/entryUi';
import type { ProductFieldsFragment as Product } from '../gql/graphql';
import { WebLink } from '../ui/WebLink';
import {
  DeleteProductMutation,
  ProductQuery,
  SetProductClosedMutation,
  CheckProductAccommodationsMutation,
} from './operations';

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
    ...switchRows(PRODUCT_SWITCHES),
    ...reviewedAccommodationRows('products'),
    ...auditRows,
  },
  REVIEWED_ELSEWHERE,
);

const PRODUCT_DETAIL: EntryDetailSpec<Product> = {
  checks: { kind: 'products', mutation: CheckProductAccommodationsMutation },
  ui: PRODUCT_UI,
  title: 'Product',
  query: ProductQuery,
  remove: DeleteProductMutation,
  setClosed: SetProductClosedMutation,
  details,
};

export default function ProductPage() {
  return <EntryDetail spec={PRODUCT_DETAIL} />;
}
