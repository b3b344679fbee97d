import type { ExclusionRegisterEntry } from '@lobby/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { ReasonDialog } from '../../shared/ui/ReasonDialog.tsx';
import { addExclusionEntry, EXCLUSIONS_QUERY_KEY, removeExclusionEntry } from './protection-api.ts';

interface RegisterChangeProps {
  title: string;
  submitLabel: string;
  /** Whether the fields above the reason are complete. */
  ready: boolean;
  send: (reason: string, csrfToken: string) => Promise<unknown>;
  onClose: () => void;
  children?: ReactNode;
}

/** A register change with its reason; the register's list is fetched again once it is done. */
function RegisterChangeDialog({ onClose, ...props }: RegisterChangeProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return (
    <ReasonDialog
      {...props}
      reasonLabel={t('exclusions.reason')}
      onClose={onClose}
      onDone={() => {
        void queryClient.invalidateQueries({ queryKey: [EXCLUSIONS_QUERY_KEY] });
        onClose();
      }}
    />
  );
}

/** Adds a person to the register by mobile number (dialing code and number) and/or username. */
export function AddEntryDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [dialingCode, setDialingCode] = useState('');
  const [mobile, setMobile] = useState('');
  const [username, setUsername] = useState('');
  const hasMobile = mobile.trim() !== '' && dialingCode.trim() !== '';
  const hasUsername = username.trim() !== '';
  return (
    <RegisterChangeDialog
      title={t('exclusions.addTitle')}
      submitLabel={t('exclusions.add')}
      ready={hasMobile || (hasUsername && mobile.trim() === '')}
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
    </RegisterChangeDialog>
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
    <RegisterChangeDialog
      title={t('exclusions.removeTitle')}
      submitLabel={t('exclusions.remove')}
      ready
      onClose={onClose}
      send={(reason, csrfToken) => removeExclusionEntry(entry.id, reason, csrfToken)}
    >
      <p>{t('exclusions.removeOf', { person: [entry.mobile, entry.username].filter(Boolean).join(', ') })}</p>
    </RegisterChangeDialog>
  );
}
