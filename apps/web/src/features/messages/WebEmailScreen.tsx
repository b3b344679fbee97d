import type { InboxMessage } from '@lobby/contract';
import { ChevronLeft, ChevronRight, Inbox, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { errorText } from '../../shared/api/error-text.ts';
import { useMemberGate } from '../../shared/hooks/use-member-gate.ts';
import { useLanguage, useTranslation } from '../../shared/i18n/i18n.ts';
import { languageTag } from '../../shared/i18n/language-tags.ts';
import { Button, IconButton } from '../../shared/ui/Button.tsx';
import { Dialog } from '../../shared/ui/Dialog.tsx';
import { EmptyState } from '../../shared/ui/EmptyState.tsx';
import { FreeAccountNotice } from '../../shared/ui/FreeAccountNotice.tsx';
import { QueryFallback } from '../../shared/ui/QueryState.tsx';
import { Screen } from '../../shared/ui/Screen.tsx';
import { showToast } from '../../shared/ui/toast.ts';
import { SafeHtml } from '../content/index.ts';
import { useDeleteInboxMessage } from './api/delete-inbox-message.ts';
import { useInboxMessages } from './api/get-inbox-messages.ts';
import { useMarkInboxRead } from './api/mark-inbox-read.ts';
import { inboxTextOf } from './inbox-text.ts';
import styles from './Messages.module.css';

function DeleteConfirm({ message, onClose }: { message: InboxMessage; onClose: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteInboxMessage();
  const confirm = () =>
    remove.mutate(message.id, {
      onSuccess: () => {
        showToast(t('messages.deleted'), 'success');
        onClose();
      },
      onError: (failure) => showToast(errorText(t, failure)),
    });
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('messages.deleteTitle')}
      actions={
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button variant="gold" onClick={confirm} disabled={remove.isPending}>
            {t('messages.delete')}
          </Button>
        </>
      }
    >
      <p>{t('messages.deleteText', { title: inboxTextOf(t, message).title })}</p>
    </Dialog>
  );
}

/**
 * /m/webEmail: the member's inbox, a page at a time. Opening a message shows it and marks it read (the list
 * and the unread counts load again); deleting asks first.
 */
export default function WebEmailScreen() {
  const { t } = useTranslation();
  const locale = languageTag(useLanguage());
  const gate = useMemberGate();
  const [pageNo, setPageNo] = useState(1);
  const inbox = useInboxMessages(pageNo, gate === 'member');
  const markRead = useMarkInboxRead();
  const [opened, setOpened] = useState<InboxMessage>();
  const [deleting, setDeleting] = useState<InboxMessage>();
  // Deleting the last message of the last page leaves a page that no longer exists: step back to the last one.
  const lastPage = Math.max(1, inbox.data?.totalPages ?? 1);
  const pastTheEnd = inbox.data !== undefined && !inbox.isPlaceholderData && pageNo > lastPage;
  useEffect(() => {
    if (pastTheEnd) setPageNo(lastPage);
  }, [pastTheEnd, lastPage]);

  if (gate === 'guest') return null;
  if (gate === 'free') return <FreeAccountNotice />;
  if (!inbox.data) {
    return <QueryFallback query={inbox} />;
  }
  const { list, totalPages } = inbox.data;
  if (list.length === 0 && pageNo === 1) return <EmptyState icon={Inbox} title={t('messages.inboxEmpty')} />;

  const open = (message: InboxMessage) => {
    setOpened(message);
    if (!message.read) markRead.mutate(message.id);
  };
  const dateTime = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  const openedText = opened ? inboxTextOf(t, opened) : undefined;
  return (
    <Screen compact>
      <ul className={styles.mails} aria-label={t('routes.webEmail')} aria-busy={inbox.isFetching}>
        {list.map((message) => (
          <li key={message.id} className={message.read ? styles.mail : `${styles.mail} ${styles.unreadMail}`}>
            <button type="button" className={styles.mailOpen} onClick={() => open(message)}>
              <span className={styles.mailTitle}>{inboxTextOf(t, message).title}</span>
              <span className={styles.meta}>
                {message.read ? null : <span className={styles.dot}>{t('messages.unread')}</span>}
                <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
              </span>
            </button>
            <IconButton
              icon={Trash2}
              label={t('messages.deleteNamed', { title: inboxTextOf(t, message).title })}
              onClick={() => setDeleting(message)}
            />
          </li>
        ))}
      </ul>
      {totalPages > 1 ? (
        <nav className={styles.pager} aria-label={t('messages.pages')}>
          <IconButton
            icon={ChevronLeft}
            flipInRtl
            label={t('messages.previousPage')}
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          />
          <span>{t('messages.pageOf', { page: pageNo, total: totalPages })}</span>
          <IconButton
            icon={ChevronRight}
            flipInRtl
            label={t('messages.nextPage')}
            disabled={pageNo >= totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          />
        </nav>
      ) : null}
      <Dialog
        open={opened !== undefined}
        onClose={() => setOpened(undefined)}
        title={openedText?.title ?? ''}
      >
        {opened && openedText ? (
          <>
            <p className={styles.date}>{dateTime.format(new Date(opened.createdAt))}</p>
            {'html' in openedText.body ? (
              <SafeHtml html={openedText.body.html} />
            ) : (
              <p>{openedText.body.text}</p>
            )}
          </>
        ) : null}
      </Dialog>
      {deleting ? <DeleteConfirm message={deleting} onClose={() => setDeleting(undefined)} /> : null}
    </Screen>
  );
}
