/** /businesses/{id}/edit (id 0 adds): the business form of spec section 2 with the rules of section 5. */
import { formNamesOf } from '@ffc/domain/schemaFields';
import { BUSINESS_SWITCHES, businessSchema } from '@ffc/domain/businesses';
import { LOAD_FAILED, UI } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { EntryForm, formSpec } from '../entries/EntryForm';
import type { BusinessInput } from '../gql/graphql';
import { accommodationsField, addressFields, contactFields } from '../entries/FieldGroups';
import { switchFields } from '../entries/switches';
import { field, formLayout } from '../entries/formLayout';
import { useReferenceData } from '../reference/useReferenceData';
import { SelectField, TextField } from '../ui/fields';
import { BusinessForEditQuery, CreateBusinessMutation, UpdateBusinessMutation } from './operations';

/** The form's fields, references and a new entry's values, as the payload schema declares them. */
const NAMES = formNamesOf(businessSchema);

export const BUSINESS_FORM = formSpec<BusinessInput>()({
  label: LABELS.business,
  path: '/businesses',
  titles: { add: UI.add.business, edit: 'Edit Business' },
  schema: businessSchema,
  load: BusinessForEditQuery,
  create: CreateBusinessMutation,
  update: UpdateBusinessMutation,
  ...NAMES,
  loadFailed: LOAD_FAILED.business,
});

export default function BusinessEditPage() {
  const { types } = useReferenceData();
  const form = formLayout(BUSINESS_FORM, [
    field('name', (n) => <TextField name={n} label="Name" />),
    field('description', (n) => <TextField name={n} label="Description" multiline />),
    field('businessType', (n) => (
      <SelectField name={n} label="Type" options={types?.businessTypes ?? []} placeholder="Select a Type" />
    )),
    addressFields(types?.countryList ?? []),
    contactFields(),
    switchFields(BUSINESS_SWITCHES),
    accommodationsField('businesses'),
  ]);
  return <EntryForm form={form} />;
}
