import type { ExclusionRegisterEntry } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { ReasonedWriteDialog } from '../../shared/ui/ReasonedWriteDialog.tsx';
import { addExclusionEntry, EXCLUSIONS_QUERY_KEY, removeExclusionEntry } from './protection-api.ts';

/** Adds a person to the register by mobile number (dialing code and number) and/or username. */
export function AddEntryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [username, setUsername] = useState('');
  const hasMobile = mobile.trim() !== '' && dialingCode.trim() !== '';
  const hasUsername = username.trim() !== '';
  return (
    <ReasonedWriteDialog
      title={t('exclusions.addTitle')}
      submitLabel={t('exclusions.add')}
      ready={hasMobile || (hasUsername && mobile.trim() === '')}
      reasonLabel={t('exclusions.reason')}
      queryKey={EXCLUSIONS_QUERY_KEY}
      onClose={onClose}
      send={(reason, csrfToken) =>
        addExclusionEntry(
          {
            ...(hasMobile ? { countryDialingCode: dialingCode.trim(), mobileNum: mobile.trim() } : {}),
            ...(hasUsername ? { username: username.trim() } : {}),
            reason,
          },
          csrfToken,
        )
      }
    >
      <p>{t('exclusions.addHint')}</p>
      <Field
        label={t('exclusions.dialingCode')}
        inputMode="tel"
        maxLength={5}
        value={dialingCode}
        onChange={(event) => setDialingCode(event.target.value)}
      />
      <Field
        label={t('exclusions.mobile')}
        inputMode="tel"
        maxLength={20}
        autoComplete="off"
        value={mobile}
        onChange={(event) => setMobile(event.target.value)}
      />
      <Field
        label={t('exclusions.username')}
        maxLength={40}
        autoComplete="off"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
      />
    </ReasonedWriteDialog>
  );
}

/** Removes an entry from the register with a reason. */
export function RemoveEntryDialog({
  entry,
  onClose,
}: {
  entry: ExclusionRegisterEntry;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <ReasonedWriteDialog
      title={t('exclusions.removeTitle')}
      submitLabel={t('exclusions.remove')}
      reasonLabel={t('exclusions.reason')}
      queryKey={EXCLUSIONS_QUERY_KEY}
      onClose={onClose}
      send={(reason, csrfToken) => removeExclusionEntry(entry.id, reason, csrfToken)}
    >
      <p>{t('exclusions.removeOf', { person: [entry.mobile, entry.username].filter(Boolean).join(', ') })}</p>
    </ReasonedWriteDialog>
  );
}
