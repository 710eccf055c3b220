/** /socials/{id}/edit (id 0 adds): Group Information, Contact Information and Meeting Location. */
import { LOAD_FAILED, UI } from '@ffc/domain/messages';
import { socialSchema } from '@ffc/domain/socials';
import { LABELS } from '@ffc/domain/toasts';
import { EntryForm, formSpec } from '../entries/EntryForm';
import type { SocialInput } from '../gql/graphql';
import { AccommodationsField } from '../entries/accommodations';
import { CountryStateFields } from '../reference/CountryStateFields';
import { useReferenceData } from '../reference/useReferenceData';
import { SelectField, SwitchField, TextField } from '../ui/fields';
import { CreateSocialMutation, SocialQuery, UpdateSocialMutation } from './operations';

const FIELDS = [
  'name',
  'description',
  'website',
  'contactName',
  'phoneNumber',
  'email',
  'policy',
  'policyDescription',
  'address1',
  'address2',
  'city',
  'postalCode',
  'active',
  'accommodations',
] as const;
const REFS = ['socialType', 'frequencyType', 'country', 'state'] as const;

const SOCIAL_FORM = formSpec<SocialInput>()({
  label: LABELS.social,
  path: '/socials',
  titles: { add: UI.add.social, edit: 'Edit Social Group' },
  schema: socialSchema,
  load: SocialQuery,
  create: CreateSocialMutation,
  update: UpdateSocialMutation,
  fields: FIELDS,
  refs: REFS,
  loadFailed: LOAD_FAILED.socials,
  defaults: { policy: false, active: true, accommodations: [] },
});

export default function SocialEditPage() {
  const { types } = useReferenceData();
  return (
    <EntryForm spec={SOCIAL_FORM}>
      <fieldset className="field-group">
        <legend>Group Information</legend>
        <TextField name="name" label="Name" />
        <TextField name="description" label="Description" multiline />
        <SelectField
          name="socialType"
          label="Meeting Type"
          options={types?.socialTypes ?? []}
          placeholder="Select a Meeting Type"
        />
        <SelectField
          name="frequencyType"
          label="Meeting Frequency"
          options={types?.frequencyTypes ?? []}
          placeholder="Select a Frequency"
        />
        <TextField name="website" label="Website" type="url" />
      </fieldset>
      <fieldset className="field-group">
        <legend>Contact Information</legend>
        <TextField name="contactName" label="Contact Name" />
        <TextField name="phoneNumber" label="Phone Number" type="tel" />
        <TextField name="email" label="Email" type="email" />
        <SwitchField name="policy" label="Fragrance Free Policy" />
        <TextField name="policyDescription" label="Fragrance Free Policy Description" multiline />
      </fieldset>
      <fieldset className="field-group">
        <legend>Meeting Location</legend>
        <TextField name="address1" label="Address 1" />
        <TextField name="address2" label="Address 2" />
        <TextField name="city" label="City" />
        <CountryStateFields countries={types?.countryList ?? []} />
        <TextField name="postalCode" label="Postal Code" />
        <SwitchField name="active" label={UI.groupActive} />
      </fieldset>
      <AccommodationsField kind="socials" />
    </EntryForm>
  );
}
