import { API, type CustomerService } from '@lobby/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import type { Infer } from '../../../shared/api/infer.ts';
import { freshForLive } from '../../../shared/api/live-query.ts';
import { useAfterFirstPaint } from '../../../shared/first-paint.ts';

type PathList = Infer<typeof CustomerService>['version']['pathList'];

const SAFE_URL = /^(https?:|mailto:|tel:)/i;
const isAppPath = (url: string): boolean => url.startsWith('/') && !url.startsWith('//');

/** The decoded link of one kind of entry (paths arrive base64-encoded); only safe links are kept. */
export function serviceLink(pathList: PathList, type: PathList[number]['type']): string | undefined {
  const encoded = pathList.find((entry) => entry.type === type)?.path;
  if (!encoded) return undefined;
  try {
    const url = atob(encoded).trim();
    return SAFE_URL.test(url) || isAppPath(url) ? url : undefined;
  } catch {
    return undefined;
  }
}

export const customerServiceQuery = () =>
  queryOptions({
    queryKey: ['content', 'customer-service'],
    queryFn: ({ signal }) =>
      apiRequest<Infer<typeof CustomerService>>(API.getCustomerService.path, { signal }).then(
        (value) => value.version.pathList,
      ),
    ...freshForLive,
    meta: { silent: true },
  });

/**
 * The live-chat link, when one is configured (the floating customer-service button needs it). Asked once the
 * first view has painted, which the button is not part of (decision 0112).
 */
export const useLiveChatLink = (): string | undefined =>
  useQuery({
    ...customerServiceQuery(),
    select: (list) => serviceLink(list, 'LIVECHAT'),
    enabled: useAfterFirstPaint(),
  }).data;
