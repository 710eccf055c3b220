/** /socials/{id}/edit (id 0 adds): Group Information, Contact Information and Meeting Location. */
import { LOAD_FAILED, UI } from '@ffc/domain/messages';
import { formNamesOf } from '@ffc/domain/schemaFields';
import { SOCIAL_SWITCHES, socialSchema } from '@ffc/domain/socials';
import { LABELS } from '@ffc/domain/toasts';
import { EntryForm, formSpec } from '../entries/EntryForm';
import type { SocialInput } from '../gql/graphql';
import { accommodationsField, countryAndState } from '../entries/FieldGroups';
import { switchFields } from '../entries/switches';
import { field, formLayout, group } from '../entries/formLayout';
import { useReferenceData } from '../reference/useReferenceData';
import { SelectField, SwitchField, TextField } from '../ui/fields';
import { CreateSocialMutation, SocialQuery, UpdateSocialMutation } from './operations';

/** The form's fields, references and a new entry's values, as the payload schema declares them. */
const NAMES = formNamesOf(socialSchema);

const SOCIAL_FORM = formSpec<SocialInput>()({
  label: LABELS.social,
  path: '/socials',
  titles: { add: UI.add.social, edit: 'Edit Social Group' },
  schema: socialSchema,
  load: SocialQuery,
  create: CreateSocialMutation,
  update: UpdateSocialMutation,
  ...NAMES,
  loadFailed: LOAD_FAILED.socials,
});

export default function SocialEditPage() {
  const { types } = useReferenceData();
  const form = formLayout(SOCIAL_FORM, [
    group('Group Information', [
      field('name', (n) => <TextField name={n} label="Name" />),
      field('description', (n) => <TextField name={n} label="Description" multiline />),
      field('socialType', (n) => (
        <SelectField
          name={n}
          label="Meeting Type"
          options={types?.socialTypes ?? []}
          placeholder="Select a Meeting Type"
        />
      )),
      field('frequencyType', (n) => (
        <SelectField
          name={n}
          label="Meeting Frequency"
          options={types?.frequencyTypes ?? []}
          placeholder="Select a Frequency"
        />
      )),
      field('website', (n) => <TextField name={n} label="Website" type="url" />),
    ]),
    group('Contact Information', [
      field('contactName', (n) => <TextField name={n} label="Contact Name" />),
      field('phoneNumber', (n) => <TextField name={n} label="Phone Number" type="tel" />),
      field('email', (n) => <TextField name={n} label="Email" type="email" />),
      field('policy', (n) => <SwitchField name={n} label="Fragrance Free Policy" />),
      field('policyDescription', (n) => <TextField name={n} label="Fragrance Free Policy Description" multiline />),
    ]),
    group('Meeting Location', [
      field('address1', (n) => <TextField name={n} label="Address 1" />),
      field('address2', (n) => <TextField name={n} label="Address 2" />),
      field('city', (n) => <TextField name={n} label="City" />),
      countryAndState(types?.countryList ?? []),
      field('postalCode', (n) => <TextField name={n} label="Postal Code" />),
      switchFields(SOCIAL_SWITCHES),
    ]),
    accommodationsField('socials'),
  ]);
  return <EntryForm form={form} />;
}
