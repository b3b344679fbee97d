import { API, type PlayerExclusion, type SelfExclusionPeriod, type TimeOutPeriod } from '@lobby/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';

export type ExclusionKind = PlayerExclusion['kind'];

const OPERATIONS = { time_out: API.startTimeOut, self_exclusion: API.startSelfExclusion } as const;

/**
 * Starts a time-out or self-exclusion (decision 0050): on success the server has ended every session of the
 * member, this one too.
 */
export const useStartExclusion = (kind: ExclusionKind) =>
  useMutation({
    mutationFn: (period: TimeOutPeriod | SelfExclusionPeriod) =>
      apiRequest<PlayerExclusion>(OPERATIONS[kind].path, {
        method: OPERATIONS[kind].method,
        body: { period },
      }),
  });
