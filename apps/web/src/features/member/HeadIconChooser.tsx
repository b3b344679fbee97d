import { ImageOff } from 'lucide-react';
import type { ReactNode } from 'react';
import { errorText } from '../../shared/api/error-text.ts';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { useHeadIcon, useSetHeadIcon } from './api/get-head-icon.ts';
import styles from './Member.module.css';

/** The head icons to choose from; choosing one saves it and closes. */
export function HeadIconChooser({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const headIcon = useHeadIcon();
  const icon = headIcon.data;
  const save = useSetHeadIcon();
  const choose = (iconId: string) =>
    save.mutate(iconId, {
      onSuccess: () => {
        showToast(t('member.headIconSaved'), 'success');
        onClose();
      },
      onError: (failure) => showToast(errorText(t, failure)),
    });
  let body: ReactNode;
  if (!icon) {
    body = <QueryFallback query={headIcon} />;
  } else if (icon.choices.length === 0) {
    body = <EmptyState icon={ImageOff} title={t('member.noHeadIcons')} />;
  } else {
    body = (
      <ul className={styles.choices}>
        {icon.choices.map((choice, index) => (
          <li key={choice.iconId}>
            <button
              type="button"
              className={styles.choice}
              aria-pressed={choice.iconId === icon.iconId}
              aria-label={t('member.headIconNumber', { number: index + 1 })}
              disabled={save.isPending}
              onClick={() => choose(choice.iconId)}
            >
              <img src={choice.url} alt="" width={56} height={56} />
            </button>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Dialog open={open} onClose={onClose} title={t('member.chooseHeadIcon')} placement="sheet">
      {body}
    </Dialog>
  );
}
