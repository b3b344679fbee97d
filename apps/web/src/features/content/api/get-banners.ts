import { API, type Banner } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { polledLive } from '../../../shared/api/live-query.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';

/** Home asks for its three groups at once: the carousel's m_home and m_live, and m_game for sports and live. */
const HOME_GROUPS = 'm_home,m_live,m_game';

export const bannersQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'banners', HOME_GROUPS, language],
    queryFn: ({ signal }) =>
      apiRequest<{ list: Banner[] }>(
        `${API.getBanners.path}?${new URLSearchParams({ groupName: HOME_GROUPS, language })}`,
        { signal },
      ).then((value) => value.list),
    ...polledLive,
    meta: { silent: true },
  });

export const useHomeBanners = (): Banner[] | undefined => useQuery(bannersQuery(useLanguage())).data;
