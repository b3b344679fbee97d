import { API, WINNER_BOARD_LIMIT, type WinnerBoard } from '@lobby/contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { polledLive } from '../../../shared/api/live-query.ts';

export type WinnerList = Infer<typeof WinnerBoard>['list'];

export const winnerBoardQuery = (language: string) =>
  queryOptions({
    queryKey: ['content', 'winners', language],
    queryFn: ({ signal }) =>
      apiRequest<Infer<typeof WinnerBoard>>(
        `${API.getWinnerBoard.path}?${new URLSearchParams({ gameCategory: 'ALL', language, limitNum: String(WINNER_BOARD_LIMIT) })}`,
        { signal },
      ).then((value) => value.list),
    ...polledLive,
    meta: { silent: true },
  });
