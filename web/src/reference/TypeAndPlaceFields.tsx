/**
 * A located kind's type, country and state filters. They ask for the reference lists only when
 * drawn: a list on a phone draws its filters the first time they are opened, so its first screen
 * neither waits for nor stores the lists.
 */
import { SelectField } from '../ui/fields';
import { CountryStateFields } from './CountryStateFields';
import { useReferenceData } from './useReferenceData';

export function TypeAndPlaceFields({ typeList }: { typeList: 'businessTypes' | 'homeTypes' | 'socialTypes' }) {
  const { types } = useReferenceData();
  return (
    <>
      <SelectField name="type" label="Type" options={types?.[typeList] ?? []} placeholder="Any Type" />
      <CountryStateFields countries={types?.usedCountryList ?? []} inUse />
    </>
  );
}
