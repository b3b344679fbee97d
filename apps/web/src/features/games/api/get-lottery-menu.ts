import { API, type LotteryMenu } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { useLanguage } from '../../../shared/i18n/i18n.ts';

export const lotteryMenuQuery = (language: string) =>
  queryOptions({
    queryKey: ['lottery', 'menu', language],
    queryFn: ({ signal }) =>
      apiRequest<LotteryMenu>(`${API.getLotteryMenu.path}?language=${encodeURIComponent(language)}`, {
        signal,
      }),
    // The lottery screen shows its own failure state.
    meta: { silent: true },
  });

/** The lotteries grouped as the lottery screen lists them, with each one's current issue and next draw. */
export const useLotteryMenu = () => useQuery(lotteryMenuQuery(useLanguage()));
