import { useTranslation } from 'react-i18next';
import dialogStyles from '../../shared/ui/Dialog.module.css';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { DialogActions } from '../../shared/ui/DialogActions.tsx';
import { useDeleteContent } from './content-api.ts';
import type { ContentKindConfig } from './content-kinds.ts';

/** Asks before an item is deleted in every language; players stop seeing it at once. */
export function DeleteDialog({
  kind,
  merchantCode,
  id,
  title,
  onClose,
  onDeleted,
}: {
  kind: ContentKindConfig;
  merchantCode: string;
  id: string;
  title: string;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteContent(kind, merchantCode);
  return (
    <Dialog title={t('content.delete.title', { title })} onClose={onClose}>
      <form
        className={dialogStyles.form}
        onSubmit={(event) => {
          event.preventDefault();
          remove.mutate(id, { onSuccess: onDeleted });
        }}
      >
        <p>{t('content.delete.text')}</p>
        <DialogActions
          error={remove.error}
          onCancel={onClose}
          submitLabel={t('content.delete.confirm')}
          submitDisabled={remove.isPending}
        />
      </form>
    </Dialog>
  );
}
