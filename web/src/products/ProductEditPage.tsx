/**
 * /products/{id}/editV3 (id 0 adds): the product form of spec section 2. The Company Option
 * decides which company fields show: Use Existing Company (choose one), Create NEW Company (its
 * fields, cleared when chosen) or Update Existing Company (choose one, its fields load to edit).
 */
import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { LOAD_FAILED, UI } from '@ffc/domain/messages';
import { COMPANY_MODES, type CompanyMode, PRODUCT_SWITCHES, productSchema } from '@ffc/domain/products';
import { formNamesOf } from '@ffc/domain/schemaFields';
import { LABELS } from '@ffc/domain/toasts';
import { EntryForm, formSpec, type FormValues } from '../entries/EntryForm';
import { accommodationsField } from '../entries/FieldGroups';
import { switchFields } from '../entries/switches';
import { field, fields, formLayout } from '../entries/formLayout';
import { asInput, asPayload, idsOf } from '../entries/formValues';
import type { CompanyChoiceInput, CompanyFieldsFragment, ProductFieldsFragment, ProductInput } from '../gql/graphql';
import { CountryStateFields } from '../reference/CountryStateFields';
import { useReferenceData } from '../reference/useReferenceData';
import { SelectField, SwitchField, TextField } from '../ui/fields';
import { CreateProductMutation, ProductForEditQuery, UpdateProductMutation } from './operations';
import { ProductTypeFields } from './ProductTypeFields';
import { useCompanies } from './useCompanies';

const COMPANY_OPTIONS = COMPANY_MODES.map((mode) => ({ mode, label: UI.companyOptions[mode] }));

const COMPANY_FIELDS = [
  'name',
  'postalCode',
  'phoneNumber',
  'email',
  'website',
  'policy',
  'policyDescription',
] as const;
const BLANK_COMPANY = {
  id: null,
  ...Object.fromEntries(COMPANY_FIELDS.map((f) => [f, null])),
  policy: false,
  country: null,
  state: null,
};

/** A company as the form holds it: its fields, country and state as ids. */
const companyValues = (c: CompanyFieldsFragment) => ({
  id: c.id,
  ...Object.fromEntries(COMPANY_FIELDS.map((f) => [f, c[f] ?? null])),
  ...idsOf(c, ['country', 'state']),
});

type Values = FormValues & { companyUpdate?: CompanyMode | null; companyEntity?: FormValues | null };

const valuesOf = (p: ProductFieldsFragment): Values => ({
  name: p.name,
  description: p.description,
  manufacturerLink: p.manufacturerLink,
  accommodations: p.accommodations,
  ...idsOf(p, ['productCategoryType', 'productType']),
  companyUpdate: 'existing',
  companyEntity: companyValues(p.companyEntity),
});

/** The Company Option as the GraphQL input names it. */
const MODE_INPUT: Record<CompanyMode, CompanyChoiceInput['mode']> = {
  existing: 'EXISTING',
  new: 'NEW',
  update: 'UPDATE',
};

const payloadOf = ({ companyEntity, ...values }: Values) => ({
  ...asPayload(values, ['productCategoryType', 'productType']),
  companyEntity: companyEntity ? asPayload(companyEntity, ['country', 'state']) : null,
});

const inputOf = ({ companyEntity, companyUpdate, ...values }: Values): ProductInput => ({
  ...asInput<Omit<ProductInput, 'company'>>(values, ['productCategoryType', 'productType']),
  company: {
    mode: MODE_INPUT[companyUpdate ?? 'existing'],
    ...asInput<Omit<CompanyChoiceInput, 'mode'>>(companyEntity ?? {}, ['country', 'state']),
  },
});

/** The company part of the form, by Company Option. */
function CompanyFields({ countries }: { countries: { id: number; name: string }[] }) {
  const form = useForm();
  const { companies } = useCompanies();
  const mode = useField<CompanyMode | null>('companyUpdate', { subscription: { value: true } }).input.value || null;
  const companyId = useField<number | null>('companyEntity.id', { subscription: { value: true } }).input.value || null;
  const previous = useRef({ mode, companyId });
  useEffect(() => {
    const before = previous.current;
    previous.current = { mode, companyId };
    if (mode === 'new' && before.mode !== 'new') form.change('companyEntity', BLANK_COMPANY);
    if (mode === 'update' && companyId && (companyId !== before.companyId || before.mode === 'new')) {
      const company = companies.find((c) => c.id === companyId);
      if (company) form.change('companyEntity', companyValues(company));
    }
  }, [mode, companyId, companies, form]);

  return (
    <fieldset className="field-group">
      <legend>Company</legend>
      <SelectField
        name="companyUpdate"
        label="Company Option"
        options={COMPANY_OPTIONS.map((o) => ({ id: o.mode, name: o.label }))}
        placeholder="Select a Company Option"
      />
      {(mode === 'existing' || mode === 'update') && (
        <SelectField name="companyEntity.id" label="Company" options={companies} placeholder="Select a Company" />
      )}
      {(mode === 'new' || (mode === 'update' && companyId)) && (
        <>
          <TextField name="companyEntity.name" label={mode === 'new' ? 'NEW Company Name' : 'Company Name'} />
          <CountryStateFields countries={countries} prefix="companyEntity." />
          <TextField name="companyEntity.postalCode" label="Postal Code" />
          <TextField name="companyEntity.phoneNumber" label="Phone Number" type="tel" />
          <TextField name="companyEntity.email" label="Email Address" type="email" />
          <TextField name="companyEntity.website" label="Website" type="url" />
          <SwitchField name="companyEntity.policy" label="Fragrance Free Policy" />
          <TextField name="companyEntity.policyDescription" label="Fragrance Free Policy Description" multiline />
        </>
      )}
    </fieldset>
  );
}

const NAMES = formNamesOf(productSchema, ['companyUpdate', 'companyEntity']);

const PRODUCT_FORM = formSpec<ProductInput>()({
  label: LABELS.product,
  path: '/products',
  titles: { add: UI.add.product, edit: 'Edit Product' },
  schema: productSchema,
  load: ProductForEditQuery,
  create: CreateProductMutation,
  update: UpdateProductMutation,
  // The Company Option and the company are one composed part of the form (`company`).
  ...NAMES,
  composed: ['company'],
  loadFailed: LOAD_FAILED.productForEdit,
  defaults: { ...NAMES.defaults, companyUpdate: null, companyEntity: BLANK_COMPANY },
  valuesOf,
  payloadOf,
  inputOf,
  submitLabel: 'Submit',
});

export default function ProductEditPage() {
  const { types } = useReferenceData();
  const form = formLayout(PRODUCT_FORM, [
    field('name', (n) => <TextField name={n} label="Product Name" />),
    field('description', (n) => <TextField name={n} label="Product Description" multiline />),
    field('manufacturerLink', (n) => (
      <TextField
        name={n}
        label="Product Website Link"
        type="url"
        helperText="Link to the manufacturer's own page for this product: it shows the ingredients and photos."
      />
    )),
    fields(['productCategoryType', 'productType'], ([category, type]) => (
      <ProductTypeFields
        types={types}
        categoryName={category}
        typeName={type}
        categoryLabel="Product Category"
        typeLabel="Product Type"
        categoryPlaceholder={UI.selectCategory}
        typePlaceholder="Select a Type"
      />
    )),
    // The Company Option and the company's fields, which `inputOf` makes the input's company of.
    fields(['company'], () => <CompanyFields countries={types?.countryList ?? []} />),
    switchFields(PRODUCT_SWITCHES),
    accommodationsField('products'),
  ]);
  return <EntryForm form={form} />;
}
