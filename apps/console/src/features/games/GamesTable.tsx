import {
  CONSOLE_GAME_STATUSES,
  type ConsoleGame,
  type ConsoleGamePage,
  type ConsoleVendor,
  GAME_CATEGORIES,
} from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';
import { Field } from '../../shared/ui/Field.tsx';
import { Select } from '../../shared/ui/Select.tsx';
import { ActionsHeader } from './ActionsHeader.tsx';
import { BulkBar, type Selection } from './BulkBar.tsx';
import { GameEditDialog } from './GameEditDialog.tsx';
import styles from './Games.module.css';
import { bulkFilterOf, type GameFilters, sortingOf, withSorting } from './games-filters.ts';

const column = createColumnHelper<ConsoleGame>();

interface GamesTableProps {
  page: ConsoleGamePage;
  vendors: ConsoleVendor[];
  filters: GameFilters;
  canWrite: boolean;
  /**
   * The rows on show are the previous search's while the new one loads: they cannot be picked, or "every game
   * on this page" would change games the operator no longer sees asked for.
   */
  updating: boolean;
  onFilters: (filters: GameFilters) => void;
}

/** The games table: filters and sort in the address, checkboxes, the bulk bar and a per-game editor. */
export function GamesTable({ page, vendors, filters, canWrite, updating, onFilters }: GamesTableProps) {
  const { t } = useTranslation();
  const [picked, setPicked] = useState<Set<string>>(new Set());
  const [everyMatch, setEveryMatch] = useState(false);
  const [editing, setEditing] = useState<ConsoleGame | null>(null);
  const filter = (next: Partial<GameFilters>) => {
    setPicked(new Set());
    setEveryMatch(false);
    onFilters({ ...filters, ...next, page: 1 });
  };
  const toggle = (nodeId: string) => {
    setEveryMatch(false);
    setPicked((current) => {
      const next = new Set(current);
      if (next.has(nodeId)) next.delete(nodeId);
      else next.add(nodeId);
      return next;
    });
  };
  const allShown = page.list.length > 0 && page.list.every((game) => picked.has(game.nodeId));
  const selection: Selection | null = everyMatch
    ? { filter: bulkFilterOf(filters), count: page.totalCount }
    : picked.size > 0
      ? { ids: [...picked] }
      : null;
  const yesNo = (value: boolean) => (value ? t('games.yes') : t('games.no'));
  const flagOptions = [
    { value: '', label: t('games.filters.any') },
    { value: 'true', label: t('games.yes') },
    { value: 'false', label: t('games.no') },
  ];
  const columns = [
    ...(canWrite
      ? [
          column.display({
            id: 'pick',
            header: () => (
              <input
                type="checkbox"
                className={styles.check}
                checked={allShown}
                disabled={updating}
                aria-label={t('games.pickShown')}
                onChange={() => {
                  setEveryMatch(false);
                  setPicked(allShown ? new Set() : new Set(page.list.map((game) => game.nodeId)));
                }}
              />
            ),
            cell: ({ row }) => (
              <input
                type="checkbox"
                className={styles.check}
                checked={everyMatch || picked.has(row.original.nodeId)}
                disabled={updating}
                aria-label={t('games.pick', { name: row.original.name })}
                onChange={() => toggle(row.original.nodeId)}
              />
            ),
          }),
        ]
      : []),
    column.accessor('name', {
      header: t('games.columns.name'),
      cell: (cell) => (
        <span className={styles.game}>
          <img src={cell.row.original.iconUrl} alt="" width={32} height={32} className={styles.icon} />
          <span>
            {cell.getValue()}
            <span className={styles.code}>{cell.row.original.gameCode}</span>
          </span>
        </span>
      ),
    }),
    column.accessor('vendor', { header: t('games.columns.vendor') }),
    column.accessor((game) => [game.category, game.classification].filter(Boolean).join(' · '), {
      id: 'category',
      header: t('games.columns.category'),
    }),
    column.accessor('enabled', {
      header: t('games.columns.status'),
      enableSorting: false,
      cell: (cell) => (
        <span className={styles.state} data-on={cell.getValue()}>
          {t(cell.getValue() ? 'games.statuses.enabled' : 'games.statuses.disabled')}
        </span>
      ),
    }),
    column.accessor('hot', {
      header: t('games.columns.hot'),
      enableSorting: false,
      cell: (c) => yesNo(c.getValue()),
    }),
    column.accessor('isNew', {
      header: t('games.columns.new'),
      enableSorting: false,
      cell: (c) => yesNo(c.getValue()),
    }),
    column.accessor('sortOrder', { header: t('games.columns.sortOrder') }),
    ...(canWrite
      ? [
          column.display({
            id: 'actions',
            header: ActionsHeader,
            cell: ({ row }) => (
              <Button
                variant="secondary"
                aria-label={t('games.edit.of', { name: row.original.name })}
                onClick={() => setEditing(row.original)}
              >
                {t('games.edit.button')}
              </Button>
            ),
          }),
        ]
      : []),
  ];
  return (
    <section aria-labelledby="games-heading" aria-busy={updating} className={styles.section}>
      <h2 id="games-heading" className={styles.heading}>
        {t('games.list.title')}
      </h2>
      <form
        className={styles.filters}
        aria-label={t('games.filters.title')}
        onSubmit={(event) => {
          event.preventDefault();
          const name = new FormData(event.currentTarget).get('name');
          filter({ name: typeof name === 'string' ? name.trim() : '' });
        }}
      >
        <Select
          label={t('games.columns.vendor')}
          value={filters.vendor}
          options={[
            { value: '', label: t('games.filters.all') },
            ...vendors.map((vendor) => ({ value: vendor.code, label: vendor.displayName })),
          ]}
          onChange={(event) => filter({ vendor: event.target.value })}
        />
        <Select
          label={t('games.columns.category')}
          value={filters.category}
          options={[
            { value: '', label: t('games.filters.all') },
            ...GAME_CATEGORIES.map((value) => ({ value, label: value })),
          ]}
          onChange={(event) => filter({ category: event.target.value })}
        />
        <Select
          label={t('games.columns.status')}
          value={filters.status}
          options={[
            { value: '', label: t('games.filters.all') },
            ...CONSOLE_GAME_STATUSES.map((value) => ({ value, label: t(`games.statuses.${value}`) })),
          ]}
          onChange={(event) => filter({ status: event.target.value })}
        />
        <Select
          label={t('games.columns.hot')}
          value={filters.hot}
          options={flagOptions}
          onChange={(event) => filter({ hot: event.target.value })}
        />
        <Select
          label={t('games.columns.new')}
          value={filters.isNew}
          options={flagOptions}
          onChange={(event) => filter({ isNew: event.target.value })}
        />
        <Field key={filters.name} label={t('games.filters.name')} name="name" defaultValue={filters.name} />
        <Button type="submit" variant="secondary">
          {t('games.filters.search')}
        </Button>
      </form>
      {canWrite && selection ? (
        <>
          <BulkBar
            selection={selection}
            onDone={() => {
              setPicked(new Set());
              setEveryMatch(false);
            }}
          />
          {!everyMatch && allShown && page.totalCount > page.list.length ? (
            <Button variant="secondary" onClick={() => setEveryMatch(true)}>
              {t('games.pickAll', { count: page.totalCount })}
            </Button>
          ) : null}
        </>
      ) : null}
      <p className={styles.count}>{t('games.total', { count: page.totalCount })}</p>
      <DataTable
        caption={t('games.list.title')}
        rows={page.list}
        columns={columns}
        emptyText={t('games.empty')}
        sortable
        sorting={sortingOf(filters)}
        onSortingChange={(updater) =>
          onFilters(
            withSorting(filters, typeof updater === 'function' ? updater(sortingOf(filters)) : updater),
          )
        }
        paging={{
          page: page.page,
          hasMore: page.page * page.pageSize < page.totalCount,
          onPage: (next) => onFilters({ ...filters, page: next }),
        }}
      />
      {editing ? <GameEditDialog game={editing} onClose={() => setEditing(null)} /> : null}
    </section>
  );
}
