/** Country and State/Province selects: the states load once a country is chosen; choosing another country clears the state. */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { LOAD_FAILED, UI } from '@ffc/domain';
import { graphql } from '../gql';
import { SelectField, type SelectOption } from '../ui/fields';
import { toastError } from '../ui/toaster';

export const StatesQuery = graphql(`
  query States($countryId: Int!) {
    states(countryId: $countryId) { id name }
  }
`);

export function useStates(countryId: number | null | undefined): SelectOption[] {
  const { data, error } = useQuery(StatesQuery, {
    variables: { countryId: countryId ?? 0 },
    skip: !countryId,
  });
  useEffect(() => {
    if (error) toastError(LOAD_FAILED.states);
  }, [error]);
  // On failure the state list is emptied (spec section 8).
  return countryId && !error ? (data?.states ?? []) : [];
}

export function CountryStateFields({
  countries,
  countryLabel = 'Country',
  stateLabel = 'State/Province',
  prefix = '',
}: {
  countries: readonly SelectOption[];
  countryLabel?: string;
  stateLabel?: string;
  /** For nested values, e.g. `companyEntity.` names the fields companyEntity.country and companyEntity.state. */
  prefix?: string;
}) {
  const form = useForm();
  const country = useField<number | null>(`${prefix}country`, { subscription: { value: true } }).input.value || null;
  const state = useField<number | null>(`${prefix}state`, { subscription: { value: true } }).input.value || null;
  const states = useStates(country);
  // A new country clears the state, unless both changed together (a company's address loaded into the form).
  const previous = useRef({ country, state });
  useEffect(() => {
    if (previous.current.country !== country && previous.current.state === state) form.change(`${prefix}state`, null);
    previous.current = { country, state };
  }, [country, state, form, prefix]);
  return (
    <>
      <SelectField name={`${prefix}country`} label={countryLabel} options={countries} placeholder="Select a Country" />
      <SelectField
        name={`${prefix}state`}
        label={stateLabel}
        options={states}
        placeholder={country ? 'Select a State/Province' : UI.selectCountryFirst}
        disabled={!country}
      />
    </>
  );
}
