import { KYC_DOCUMENT_KINDS, type KycDocumentKind } from '@lobby/contract';
import { BadgeCheck, ShieldAlert } from 'lucide-react';
import { type ChangeEvent, useId } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/i18n.ts';
import { Card } from '../../../shared/ui/Card.tsx';
import fieldStyles from '../../../shared/ui/Field.module.css';
import { Icon } from '../../../shared/ui/Icon.tsx';
import { showToast } from '../../../shared/ui/toast.ts';
import { useKycStatus, useUploadKycDocument } from './kyc-api.ts';

/** One document upload: picking a file sends it at once; the server checks its type by content. */
function KycUpload({ kind }: { kind: KycDocumentKind }) {
  const { t } = useTranslation();
  const id = useId();
  const upload = useUploadKycDocument();
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    upload.mutate(
      { kind, file },
      {
        onSuccess: () => showToast(t('kyc.uploaded'), 'success'),
        onError: (error) => showToast(errorText(t, error)),
      },
    );
  };
  return (
    <div className={fieldStyles.field}>
      <label htmlFor={id} className={fieldStyles.label}>
        {t(`kyc.upload.${kind}`)}
      </label>
      <input
        id={id}
        type="file"
        className={fieldStyles.file}
        accept="image/png,image/jpeg,application/pdf"
        disabled={upload.isPending}
        onChange={pick}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('kyc.hint')}
      </p>
    </div>
  );
}

/** Identity verification (decision 0053): the status, the documents sent and their review, and uploads. */
export function KycSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const status = useKycStatus();
  const verified = status.data?.verified === true;
  return (
    <Card heading={t('kyc.heading')} headingId={headingId} aria-labelledby={headingId}>
      {status.data ? (
        <p>
          <Icon icon={verified ? BadgeCheck : ShieldAlert} />{' '}
          {t(verified ? 'kyc.verified' : 'kyc.notVerified')}
        </p>
      ) : null}
      {status.data && status.data.documents.length > 0 ? (
        <ul aria-label={t('kyc.documents')}>
          {status.data.documents.map((document) => (
            <li key={document.id}>
              {t(`kyc.kind.${document.kind}`)}: {t(`kyc.status.${document.status}`)}
              {document.rejectReason ? ` (${document.rejectReason})` : null}
            </li>
          ))}
        </ul>
      ) : null}
      {KYC_DOCUMENT_KINDS.map((kind) => (
        <KycUpload key={kind} kind={kind} />
      ))}
    </Card>
  );
}
