import { API, type KycDocument, type KycDocumentKind, type KycStatus } from '@lobby/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/client.ts';
import { sessionQueryKey } from '../../../shared/api/session-scope.ts';
import { useSession } from '../../../shared/session.ts';

const statusKey = (token: string) => sessionQueryKey(token, 'kyc-status');

/** The member's KYC documents and whether their identity is verified. */
export function useKycStatus() {
  const token = useSession()?.token ?? '';
  return useQuery({
    queryKey: statusKey(token),
    queryFn: ({ signal }) => apiRequest<KycStatus>(API.getKycStatus.path, { signal }),
  });
}

/** Uploads one document (multipart `kind` + `document`), then reads the status again. */
export function useUploadKycDocument() {
  const token = useSession()?.token ?? '';
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, file }: { kind: KycDocumentKind; file: File }) => {
      const body = new FormData();
      body.set('kind', kind);
      body.set('document', file, file.name);
      return apiRequest<KycDocument>(API.uploadKycDocument.path, {
        method: API.uploadKycDocument.method,
        body,
      });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: statusKey(token) }),
  });
}
