/** The address, contact and accommodation parts of the forms that businesses, homes and social groups share. */
import type { AccommodatedKind } from '@ffc/domain/accommodations';
import { CountryStateFields } from '../reference/CountryStateFields';
import type { SelectOption } from '../ui/fields';
import { SwitchField, TextField } from '../ui/fields';
import { AccommodationsField } from './accommodations';
import { field, fields, group } from './formLayout';

/** A country and its state, under the names `CountryStateFields` gives them. */
export const countryAndState = (countries: readonly SelectOption[]) =>
  fields(['country', 'state'], () => <CountryStateFields countries={countries} />);

/** An address line, the town or the postal code: free text, never filled in by the browser's address book. */
const addressLine = <const K extends string>(name: K, label: string) =>
  field(name, (n) => <TextField name={n} label={label} autoComplete="off" />);

export const addressFields = (countries: readonly SelectOption[]) =>
  group('Address', [
    addressLine('address1', 'Address 1'),
    addressLine('address2', 'Address 2'),
    addressLine('city', 'City'),
    countryAndState(countries),
    addressLine('postalCode', 'Postal Code'),
  ]);

export const contactFields = () =>
  group('Contact and policy', [
    field('phoneNumber', (n) => <TextField name={n} label="Phone Number" type="tel" autoComplete="off" />),
    field('email', (n) => <TextField name={n} label="Email" type="email" autoComplete="off" />),
    field('website', (n) => <TextField name={n} label="Website" type="url" autoComplete="off" />),
    field('policy', (n) => <SwitchField name={n} label="Fragrance Free Policy" />),
    field('policyDescription', (n) => <TextField name={n} label="Fragrance Free Policy Description" multiline />),
  ]);

/** The accommodations the entry offers, as `AccommodationsField` names them. */
export const accommodationsField = (kind: AccommodatedKind) =>
  fields(['accommodations'], () => <AccommodationsField kind={kind} />);
