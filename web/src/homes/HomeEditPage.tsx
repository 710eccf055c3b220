/** /homes/{id}/edit (id 0 adds): the home form of spec section 2 with the rules of section 5. */
import { homeSchema } from '@ffc/domain/homes';
import { LOAD_FAILED, UI } from '@ffc/domain/messages';
import { LABELS } from '@ffc/domain/toasts';
import { EntryForm, formSpec } from '../entries/EntryForm';
import type { HomeInput } from '../gql/graphql';
import { AccommodationsField } from '../entries/accommodations';
import { AddressFields, ContactFields } from '../entries/FieldGroups';
import { useEntryId } from '../entries/useEntryId';
import { useReferenceData } from '../reference/useReferenceData';
import { NumberField, SelectField, SwitchField, TextField } from '../ui/fields';
import { CreateHomeMutation, HomeForEditQuery, UpdateHomeMutation } from './operations';
import { SameHomeWarning } from './SameHomeWarning';

const FIELDS = [
  'name',
  'description',
  'people',
  'bedrooms',
  'bathrooms',
  'petsAllowed',
  'address1',
  'address2',
  'city',
  'postalCode',
  'phoneNumber',
  'email',
  'website',
  'policy',
  'policyDescription',
  'accommodations',
] as const;
const REFS = ['homeType', 'country', 'state'] as const;

const HOME_FORM = formSpec<HomeInput>()({
  label: LABELS.home,
  path: '/homes',
  titles: { add: UI.add.home, edit: 'Edit Home' },
  schema: homeSchema,
  load: HomeForEditQuery,
  create: CreateHomeMutation,
  update: UpdateHomeMutation,
  fields: FIELDS,
  refs: REFS,
  loadFailed: LOAD_FAILED.home,
  defaults: { policy: false, petsAllowed: false, accommodations: [] },
});

export default function HomeEditPage() {
  const { types } = useReferenceData();
  const id = useEntryId();
  return (
    <EntryForm spec={HOME_FORM}>
      <TextField name="name" label="Name" />
      <TextField name="description" label="Description" multiline />
      <SelectField name="homeType" label="Type" options={types?.homeTypes ?? []} placeholder="Select a Type" />
      <fieldset className="field-group">
        <legend>The home</legend>
        <div className="filter-fields">
          <NumberField name="people" label="Sleeps (people)" />
          <NumberField name="bedrooms" label="Bedrooms" />
          <NumberField name="bathrooms" label="Bathrooms" step={0.5} />
        </div>
        <SwitchField name="petsAllowed" label="Pets Allowed" />
      </fieldset>
      <AddressFields countries={types?.countryList ?? []} />
      {/* Where the town has just been typed: the name and the town make a listing. */}
      <SameHomeWarning id={id} />
      <ContactFields />
      <AccommodationsField kind="homes" />
    </EntryForm>
  );
}
