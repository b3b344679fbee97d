import { type ConsoleGame, GAME_CATEGORIES, type GameCategory } from '@lobby/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../shared/ui/Field.tsx';
import { ReasonForm } from '../../shared/ui/ReasonDialog.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { ImageUpload } from '../content/index.ts';
import { useUpdateGames } from './games-api.ts';

/** One game's category, classification, sort order and picture (an uploaded image). */
export function GameEditDialog({ game, onClose }: { game: ConsoleGame; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateGames();
  const [category, setCategory] = useState<GameCategory>(game.category);
  const [classification, setClassification] = useState(game.classification ?? '');
  const [sortOrder, setSortOrder] = useState(String(game.sortOrder));
  const [imageUrl, setImageUrl] = useState(game.iconUrl);
  const order = Number(sortOrder);
  return (
    <ReasonForm
      title={t('games.edit.title', { name: game.name })}
      reasonLabel={t('games.reason')}
      submitLabel={t('games.edit.save')}
      error={update.error}
      pending={update.isPending}
      ready={sortOrder !== '' && Number.isInteger(order) && order >= 0}
      onSubmit={(reason) =>
        update.mutate(
          {
            ids: [game.nodeId],
            changes: {
              category,
              classification: classification.trim() || null,
              sortOrder: order,
              ...(imageUrl === game.iconUrl ? {} : { imageUrl }),
            },
            reason,
          },
          { onSuccess: onClose },
        )
      }
      onClose={onClose}
    >
      <Select
        label={t('games.columns.category')}
        value={category}
        options={GAME_CATEGORIES.map((value) => ({ value, label: value }))}
        onChange={(event) => setCategory(event.target.value as GameCategory)}
      />
      <Field
        label={t('games.edit.classification')}
        value={classification}
        maxLength={40}
        onChange={(event) => setClassification(event.target.value)}
      />
      <Field
        label={t('games.columns.sortOrder')}
        type="number"
        min={0}
        value={sortOrder}
        onChange={(event) => setSortOrder(event.target.value)}
      />
      <ImageUpload value={imageUrl} onChange={setImageUrl} />
    </ReasonForm>
  );
}
