/** /products: filter by company, category, type and text; rows open the product. */
import { Link } from 'react-router-dom';
import { LOAD_FAILED, loginToAddMessage, UI } from '@ffc/domain/messages';
import { SITE_PAGES } from '@ffc/domain/pages';
import { productListFilters } from '@ffc/domain/products';
import { CUTS, truncate } from '@ffc/domain/text';
import { ListOrderFields } from '../entries/ListOrderFields';
import { AccommodationBadges, AccommodationsField, ConfirmedRecentlyField } from '../entries/accommodations';
import { EntryList, listSpec, type Column } from '../entries/EntryList';
import { RatingStars } from '../ui/RatingStars';
import type { ProductsQuery as Result } from '../gql/graphql';
import { useReferenceData } from '../reference/useReferenceData';
import { SelectField } from '../ui/fields';
import { ProductsQuery } from './operations';
import { ProductTypeFields } from './ProductTypeFields';
import { useCompanies } from './useCompanies';
import { SearchTextField } from '../entries/SearchTextField';

type Row = Result['page']['content'][number];

const COLUMNS: Column<Row>[] = [
  { header: 'Name', cell: (p) => truncate(p.name, CUTS.entryName) },
  { header: 'Company', cell: (p) => truncate(p.companyEntity.name, CUTS.companyName) },
  { header: 'Category', cell: (p) => p.productCategoryType.name },
  { header: 'Type', cell: (p) => p.productType.name },
  {
    header: 'Accommodations',
    cell: (p) => <AccommodationBadges kind="products" keys={p.accommodations} status={p.accommodationStatus} />,
  },
  { header: 'Rating', cell: (p) => <RatingStars rating={p.rating} count={p.reviewCount} /> },
];

const PRODUCT_LIST = listSpec({
  title: 'Products',
  description: 'Fragrance-free products reviewed by people who react to fragrances.',
  filterSchema: productListFilters,
  query: ProductsQuery,
  columns: COLUMNS,
  path: '/products',
  suggestKind: 'products',
  loadFailed: LOAD_FAILED.products,
  emptyMessage: UI.empty.products,
  add: { label: UI.add.product, path: '/products/0/editV3' },
  loginMessage: loginToAddMessage('Products'),
});

/** The company, category and type filters: their lists are asked for when the filters are first drawn. */
function ProductReferenceFields() {
  const { types } = useReferenceData();
  const { companies } = useCompanies();
  return (
    <>
      <SelectField name="company" label="Company" options={companies} placeholder="Any Company" />
      <ProductTypeFields
        types={types}
        categoryName="category"
        typeName="type"
        categoryLabel="Category"
        typeLabel="Type"
        categoryPlaceholder="Any Category"
        typePlaceholder="Any Type"
      />
    </>
  );
}

export default function ProductListPage() {
  return (
    <>
      <EntryList spec={PRODUCT_LIST}>
        <ProductReferenceFields />
        <SearchTextField kind="products" label="Name or description" />
        <ListOrderFields kind="products" />
        <AccommodationsField kind="products" label="Offers all of these" />
        <ConfirmedRecentlyField />
      </EntryList>
      {/* The affiliate page is reached from here only: where someone is choosing what to buy. */}
      <p className="affiliate-line">
        {UI.affiliateLead} <Link to={SITE_PAGES.amazon.path}>{UI.affiliateLink}</Link>
      </p>
    </>
  );
}
