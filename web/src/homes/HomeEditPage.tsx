/** /homes/{id}/edit (id 0 adds): the home form of spec section 2 with the rules of section 5. */
import { formNamesOf } from '@ffc/domain/schemaFields';
import { HOME_SWITCHES, homeSchema } from '@ffc/domain/homes';
import { LOAD_FAILED, UI } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { EntryForm, formSpec } from '../entries/EntryForm';
import type { HomeInput } from '../gql/graphql';
import { accommodationsField, addressFields, contactFields } from '../entries/FieldGroups';
import { switchFields } from '../entries/switches';
import { field, formLayout, group, note, row } from '../entries/formLayout';
import { useEntryId } from '../entries/useEntryId';
import { useReferenceData } from '../reference/useReferenceData';
import { NumberField, SelectField, TextField } from '../ui/fields';
import { CreateHomeMutation, HomeForEditQuery, UpdateHomeMutation } from './operations';
import { SameHomeWarning } from './SameHomeWarning';

/** The form's fields, references and a new entry's values, as the payload schema declares them. */
const NAMES = formNamesOf(homeSchema);

const HOME_FORM = formSpec<HomeInput>()({
  label: LABELS.home,
  path: '/homes',
  titles: { add: UI.add.home, edit: 'Edit Home' },
  schema: homeSchema,
  load: HomeForEditQuery,
  create: CreateHomeMutation,
  update: UpdateHomeMutation,
  ...NAMES,
  loadFailed: LOAD_FAILED.home,
});

export default function HomeEditPage() {
  const { types } = useReferenceData();
  const id = useEntryId();
  const form = formLayout(HOME_FORM, [
    field('name', (n) => <TextField name={n} label="Name" />),
    field('description', (n) => <TextField name={n} label="Description" multiline />),
    field('homeType', (n) => (
      <SelectField name={n} label="Type" options={types?.homeTypes ?? []} placeholder="Select a Type" />
    )),
    group('The home', [
      row([
        field('people', (n) => <NumberField name={n} label="Sleeps (people)" />),
        field('bedrooms', (n) => <NumberField name={n} label="Bedrooms" />),
        field('bathrooms', (n) => <NumberField name={n} label="Bathrooms" step={0.5} />),
      ]),
      switchFields(HOME_SWITCHES),
    ]),
    addressFields(types?.countryList ?? []),
    // Where the town has just been typed: the name and the town make a listing.
    note(<SameHomeWarning id={id} />),
    contactFields(),
    accommodationsField('homes'),
  ]);
  return <EntryForm form={form} />;
}
