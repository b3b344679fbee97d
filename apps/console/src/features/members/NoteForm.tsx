import { type AddMemberNoteRequest, API, type ConsoleMemberNote } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../shared/api/error-text.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { ErrorMessage } from '../../shared/ui/ErrorMessage.tsx';
import { TextArea } from '../../shared/ui/TextArea.tsx';
import styles from './MemberPage.module.css';
import { useMemberWrite } from './use-member-write.ts';

/** Adds a note to the member's file; the list above shows it once saved. */
export function NoteForm({ memberId }: { memberId: string }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const [saved, setSaved] = useState(false);
  const addNote = useMemberWrite<AddMemberNoteRequest, ConsoleMemberNote>(
    memberId,
    'POST',
    API.addConsoleMemberNote.path,
  );
  return (
    <form
      className={`${styles.noteForm} ${styles.card}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const trimmed = text.trim();
        setMissing(trimmed === '');
        setSaved(false);
        if (!trimmed) return;
        addNote.mutate(
          { text: trimmed },
          {
            onSuccess: () => {
              setText('');
              setSaved(true);
            },
          },
        );
      }}
    >
      <TextArea
        label={t('member.newNote')}
        value={text}
        maxLength={2000}
        required
        error={missing ? t('member.noteRequired') : undefined}
        onChange={(event) => setText(event.target.value)}
      />
      {addNote.isError ? <ErrorMessage text={errorText(t, addNote.error)} /> : null}
      <div className={styles.noteButtons}>
        <Button type="submit" disabled={addNote.isPending}>
          {t('member.addNote')}
        </Button>
        <p role="status" className={styles.done}>
          {saved ? t('member.noteAdded') : ''}
        </p>
      </div>
    </form>
  );
}
