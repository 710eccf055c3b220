/** The address and contact fields that businesses, homes and social groups share. */
import type { ReactNode } from 'react';
import { CountryStateFields } from '../reference/CountryStateFields';
import type { SelectOption } from '../ui/fields';
import { SwitchField, TextField } from '../ui/fields';

export function AddressFields({ countries, children }: { countries: readonly SelectOption[]; children?: ReactNode }) {
  return (
    <fieldset className="field-group">
      <legend>Address</legend>
      <TextField name="address1" label="Address 1" autoComplete="off" />
      <TextField name="address2" label="Address 2" autoComplete="off" />
      <TextField name="city" label="City" autoComplete="off" />
      <CountryStateFields countries={countries} />
      <TextField name="postalCode" label="Postal Code" autoComplete="off" />
      {children}
    </fieldset>
  );
}

export function ContactFields({ websiteLabel = 'Website' }: { websiteLabel?: string }) {
  return (
    <fieldset className="field-group">
      <legend>Contact and policy</legend>
      <TextField name="phoneNumber" label="Phone Number" type="tel" autoComplete="off" />
      <TextField name="email" label="Email" type="email" autoComplete="off" />
      <TextField name="website" label={websiteLabel} type="url" autoComplete="off" />
      <SwitchField name="policy" label="Fragrance Free Policy" />
      <TextField name="policyDescription" label="Fragrance Free Policy Description" multiline />
    </fieldset>
  );
}
