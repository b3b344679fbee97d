import {
  API,
  type FeedbackTicket,
  type FeedbackTicketPage,
  type InboxCampaign,
  type SendInboxMessageRequest,
} from '@lobby/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/client.ts';
import { useConsoleSession } from '../../shared/api/session.ts';

const TICKETS_KEY = 'console-feedback-tickets';

export const useFeedbackTickets = (search: string) =>
  useQuery({
    queryKey: [TICKETS_KEY, search],
    queryFn: () =>
      apiRequest<FeedbackTicketPage>(`${API.listFeedbackTickets.path}${search ? `?${search}` : ''}`),
    placeholderData: keepPreviousData,
  });

/** The address of an attached image (the console session's cookie goes with it). */
export const attachmentUrl = (path: string) => `/api/v1${path}`;

const useCsrfToken = () => useConsoleSession().data?.csrfToken;

export function useAnswerFeedback(ticketId: string) {
  const csrfToken = useCsrfToken();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest<FeedbackTicket>(API.answerFeedback.path.replace(':id', ticketId), {
        method: 'POST',
        body: { text },
        csrfToken,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: [TICKETS_KEY] }),
  });
}

export function useSendInboxMessage() {
  const csrfToken = useCsrfToken();
  return useMutation({
    mutationFn: (request: SendInboxMessageRequest) =>
      apiRequest<InboxCampaign>(API.sendInboxMessage.path, { method: 'POST', body: request, csrfToken }),
  });
}
