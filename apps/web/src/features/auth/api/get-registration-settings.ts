import { API, type RegistrationSettings } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export const fetchRegistrationSettings = (signal?: AbortSignal): Promise<RegistrationSettings> =>
  apiRequest<RegistrationSettings>(API.getRegistrationSettings.path, { signal });

/** Methods, per-field rules and captcha of the merchant's register form. */
export const registrationSettingsQuery = () =>
  queryOptions({
    queryKey: ['registration', 'settings'],
    queryFn: ({ signal }) => fetchRegistrationSettings(signal),
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

export const useRegistrationSettings = () => useQuery(registrationSettingsQuery());
