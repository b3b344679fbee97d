import { API, type Country } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export const fetchSystemCountries = (signal?: AbortSignal): Promise<Country[]> =>
  apiRequest<Country[]>(API.getSystemCountries.path, { signal });

export const systemCountriesQuery = () =>
  queryOptions({
    queryKey: ['system', 'countries'],
    queryFn: ({ signal }) => fetchSystemCountries(signal),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The countries, fetched once a mobile field is shown. */
export const useSystemCountries = (enabled = true): Country[] | undefined =>
  useQuery({ ...systemCountriesQuery(), enabled }).data;
