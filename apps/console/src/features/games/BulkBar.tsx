import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { ReasonForm } from '../../shared/ui/ReasonDialog.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import styles from './Games.module.css';
import { useUpdateGames } from './games-api.ts';

/** The bulk actions and what each sets on the selected games. */
const ACTIONS = {
  enable: { enabled: true },
  disable: { enabled: false },
  hot: { hot: true },
  notHot: { hot: false },
  new: { isNew: true },
  notNew: { isNew: false },
} as const;
type Action = keyof typeof ACTIONS;
const ACTION_NAMES = Object.keys(ACTIONS) as Action[];

export type Selection = { ids: string[] } | { filter: Record<string, string>; count: number };

/** The bar over the table while games are selected: one action applied to all of them, with a reason. */
export function BulkBar({ selection, onDone }: { selection: Selection; onDone: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateGames();
  const [action, setAction] = useState<Action>('disable');
  const [asking, setAsking] = useState(false);
  const count = 'ids' in selection ? selection.ids.length : selection.count;
  const target = 'ids' in selection ? { ids: selection.ids } : { filter: selection.filter };
  return (
    <section className={styles.bulkBar} aria-label={t('games.bulk.title')}>
      <span>{t('games.bulk.selected', { count })}</span>
      <Select
        label={t('games.bulk.action')}
        value={action}
        options={ACTION_NAMES.map((value) => ({ value, label: t(`games.bulk.actions.${value}`) }))}
        onChange={(event) => setAction(event.target.value as Action)}
      />
      <Button onClick={() => setAsking(true)}>{t('games.bulk.apply')}</Button>
      {asking ? (
        <ReasonForm
          title={t('games.bulk.confirmTitle', { count, action: t(`games.bulk.actions.${action}`) })}
          reasonLabel={t('games.reason')}
          submitLabel={t('games.bulk.apply')}
          error={update.error}
          pending={update.isPending}
          onSubmit={(reason) =>
            update.mutate(
              { ...target, changes: ACTIONS[action], reason },
              {
                onSuccess: () => {
                  setAsking(false);
                  onDone();
                },
              },
            )
          }
          onClose={() => setAsking(false)}
        />
      ) : null}
    </section>
  );
}
