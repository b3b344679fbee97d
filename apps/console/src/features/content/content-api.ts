import {
  API,
  type ConsoleAnnouncementList,
  type ConsoleBannerList,
  type ConsoleHelpArticleList,
  type ConsoleImage,
} from '@lobby/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { useConsoleSession } from '../../shared/api/session.ts';
import type { ContentKindConfig } from './content-kinds.ts';

const CONTENT_KEY = 'console-content';

export type ContentList = ConsoleAnnouncementList | ConsoleBannerList | ConsoleHelpArticleList;
export type ContentItem = ContentList['list'][number];

export const useContentList = (kind: ContentKindConfig, search: string) =>
  useQuery({
    queryKey: [CONTENT_KEY, kind.name, search],
    queryFn: () => apiRequest<ContentList>(`${kind.list}${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });

const useCsrfToken = () => useConsoleSession().data?.csrfToken;

/** Saves (creates or replaces) an item; the lists are fetched again after. */
export function useSaveContent(kind: ContentKindConfig) {
  const csrfToken = useCsrfToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: object) => apiRequest<ContentItem>(kind.save, { method: 'POST', body, csrfToken }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTENT_KEY, kind.name] }),
  });
}

export function useDeleteContent(kind: ContentKindConfig, merchantCode: string) {
  const csrfToken = useCsrfToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiRequest<ContentItem>(
        `${kind.remove.replace(':id', encodeURIComponent(id))}?${new URLSearchParams({ merchantCode })}`,
        { method: 'DELETE', csrfToken },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [CONTENT_KEY, kind.name] }),
  });
}

/** Uploads a banner picture; answers where it is served (WebP at the banner widths). */
export function useUploadImage() {
  const csrfToken = useCsrfToken();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append('image', file);
      return apiRequest<ConsoleImage>(API.uploadConsoleImage.path, { method: 'POST', body: form, csrfToken });
    },
  });
}
