import {
  API,
  type ConsoleGamePage,
  type ConsoleGamesUpdated,
  type ConsoleVendor,
  type ConsoleVendorList,
  type UpdateConsoleGamesRequest,
  type UpdateConsoleVendorRequest,
  type VendorGamesSync,
} from '@lobby/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { useConsoleSession } from '../../shared/api/session.ts';

const GAMES_KEY = 'console-games';
const vendorPath = (path: string, code: string) => path.replace(':code', encodeURIComponent(code));

export const useVendors = () =>
  useQuery({
    queryKey: [GAMES_KEY, 'vendors'],
    queryFn: () => apiRequest<ConsoleVendorList>(API.listConsoleVendors.path),
  });

export const useGames = (search: string) =>
  useQuery({
    queryKey: [GAMES_KEY, 'games', search],
    queryFn: () => apiRequest<ConsoleGamePage>(`${API.listConsoleGames.path}${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });

/** A write of this page; vendors and games are fetched again after it. */
function useGamesWrite<Body, Answer>(send: (body: Body, csrfToken: string | undefined) => Promise<Answer>) {
  const csrfToken = useConsoleSession().data?.csrfToken;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) => send(body, csrfToken),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [GAMES_KEY] }),
  });
}

export const useUpdateVendor = (code: string) =>
  useGamesWrite((body: UpdateConsoleVendorRequest, csrfToken) =>
    apiRequest<ConsoleVendor>(vendorPath(API.updateConsoleVendor.path, code), {
      method: 'PATCH',
      body,
      csrfToken,
    }),
  );

export const useSyncVendor = (code: string) =>
  useGamesWrite((body: { reason: string }, csrfToken) =>
    apiRequest<VendorGamesSync>(vendorPath(API.syncConsoleVendorGames.path, code), {
      method: 'POST',
      body,
      csrfToken,
    }),
  );

export const useUpdateGames = () =>
  useGamesWrite((body: UpdateConsoleGamesRequest, csrfToken) =>
    apiRequest<ConsoleGamesUpdated>(API.updateConsoleGames.path, { method: 'POST', body, csrfToken }),
  );
