import { API, type Banner, EMBEDDED_BANNERS_ID, HOME_BANNER_GROUPS } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { polledLive } from '../../../shared/api/live-query.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';
import { pageDataOptions } from '../../../shared/page-data.ts';
import { pageBanners } from './page-banners.ts';

const HOME_GROUPS = HOME_BANNER_GROUPS.join(',');

/** Home's banners; the first render draws those the page carries, when they are in this language. */
export const bannersQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'banners', HOME_GROUPS, language],
    queryFn: ({ signal }) =>
      apiRequest<{ list: Banner[] }>(
        `${API.getBanners.path}?${new URLSearchParams({ groupName: HOME_GROUPS, language })}`,
        { signal },
      ).then((value) => value.list),
    ...pageDataOptions(EMBEDDED_BANNERS_ID, (value) => pageBanners(value, language)),
    ...polledLive,
    meta: { silent: true },
  });

export const useHomeBanners = (): Banner[] | undefined => useQuery(bannersQuery(useLanguage())).data;
