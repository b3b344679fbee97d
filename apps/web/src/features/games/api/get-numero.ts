import { API, type Numero } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

/** The latest quick-number draws of every lottery, newest first. */
const NUMERO_LIMIT = 50;

export const numeroQuery = () =>
  queryOptions({
    queryKey: ['lottery', 'numero'],
    queryFn: ({ signal }) =>
      apiRequest<Numero>(`${API.getNumero.path}?region=ALL&limit=${NUMERO_LIMIT}`, { signal }),
    // Only the cards' latest numbers; the screen does without them on failure.
    meta: { silent: true },
  });

export const useNumero = () => useQuery(numeroQuery());
