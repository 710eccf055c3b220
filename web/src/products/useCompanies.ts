/** The companies, for the product list's filter and the product form ('Error getting Companies list' on failure). */
import { useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { LOAD_FAILED } from '@ffc/domain/messages';
import { toastError } from '../ui/toaster';
import { CompaniesQuery } from './operations';

export function useCompanies() {
  const { data, error, loading } = useQuery(CompaniesQuery, { fetchPolicy: 'cache-and-network' });
  useEffect(() => {
    if (error) toastError(LOAD_FAILED.companies);
  }, [error]);
  return { companies: data?.companies ?? [], loading };
}
