/**
 * Country and State/Province selects: the states load once a country is chosen; choosing another
 * country clears the state. A list's filter offers only the states some entry is in (as it does
 * countries); forms offer them all.
 */
import { useQuery } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { useField, useForm } from 'react-final-form';
import { LOAD_FAILED, UI } from '@ffc/domain/messages';
import { graphql } from '../gql';
import { SelectField, type SelectOption } from '../ui/fields';
import { toastError } from '../ui/toaster';

export const StatesQuery = graphql(`
  query States($countryId: Int!) {
    states(countryId: $countryId) { id name }
  }
`);

export const UsedStatesQuery = graphql(`
  query UsedStates($countryId: Int!) {
    usedStates(countryId: $countryId) { id name }
  }
`);

export function useStates(
  countryId: number | null | undefined,
  { inUse = false }: { inUse?: boolean } = {},
): SelectOption[] {
  const all = useQuery(StatesQuery, { variables: { countryId: countryId ?? 0 }, skip: !countryId || inUse });
  // Entries come and go: asked afresh each time, shown from the cache meanwhile.
  const used = useQuery(UsedStatesQuery, {
    variables: { countryId: countryId ?? 0 },
    skip: !countryId || !inUse,
    fetchPolicy: 'cache-and-network',
  });
  const error = inUse ? used.error : all.error;
  useEffect(() => {
    if (error) toastError(LOAD_FAILED.states);
  }, [error]);
  // On failure the state list is emptied (spec section 8).
  if (!countryId || error) return [];
  return (inUse ? used.data?.usedStates : all.data?.states) ?? [];
}

export function CountryStateFields({
  countries,
  countryLabel = 'Country',
  stateLabel = 'State/Province',
  prefix = '',
  inUse = false,
}: {
  countries: readonly SelectOption[];
  countryLabel?: string;
  stateLabel?: string;
  /** For nested values, e.g. `companyEntity.` names the fields companyEntity.country and companyEntity.state. */
  prefix?: string;
  /** A list's filter: only the states some entry is in. */
  inUse?: boolean;
}) {
  const form = useForm();
  const country = useField<number | null>(`${prefix}country`, { subscription: { value: true } }).input.value || null;
  const state = useField<number | null>(`${prefix}state`, { subscription: { value: true } }).input.value || null;
  const states = useStates(country, { inUse });
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
