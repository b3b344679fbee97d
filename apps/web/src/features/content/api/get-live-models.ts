import { API, type LiveModels } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { useAfterFirstPaint } from '../../../shared/first-paint.ts';

export type LiveModelList = Infer<typeof LiveModels>['list'];

export const liveModelsQuery = () =>
  queryOptions({
    queryKey: ['content', 'live-models'],
    queryFn: ({ signal }) =>
      apiRequest<Infer<typeof LiveModels>>(API.getLiveModels.path, { signal }).then((value) => value.list),
    staleTime: 60_000,
    // The carousel does without m_live when this fails: no toast for a decoration.
    meta: { silent: true },
  });

/**
 * Active and streaming live models; undefined until known. Asked once the first view has painted: they only add
 * m_live banners after the first slide (decision 0112).
 */
export const useLiveModels = (): LiveModelList | undefined =>
  useQuery({ ...liveModelsQuery(), enabled: useAfterFirstPaint() }).data;
