/** All reference lists in one cached query (the BFF caches them for an hour too). */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { LOAD_FAILED } from '@ffc/domain/messages';
import { graphql } from '../gql';
import { toastWarning } from '../ui/toaster';

export const ReferenceDataQuery = graphql(`
  query ReferenceData {
    types {
      countryList { id name }
      usedCountryList { id name }
      businessTypes { id name }
      productTypes { id name productCategoryType { id name } }
      productCategories { id name }
      homeTypes { id name }
      entityTypes { id name }
      supportTypes { id name }
      userTypes { id name }
      socialTypes { id name }
      frequencyTypes { id name }
    }
  }
`);

export function useReferenceData() {
  const { data, loading, error } = useQuery(ReferenceDataQuery, { fetchPolicy: 'cache-first' });
  useEffect(() => {
    if (error) toastWarning(LOAD_FAILED.types);
  }, [error]);
  return { types: data?.types, loading };
}
