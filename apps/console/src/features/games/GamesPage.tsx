import { roleAllows } from '@lobby/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearch } from 'wouter';
import { useConsoleSession } from '../../shared/api/session.ts';
import { PageTitle } from '../../shared/ui/PageTitle.tsx';
import { QueryView } from '../../shared/ui/QueryView.tsx';
import { GamesTable } from './GamesTable.tsx';
import { useGames, useVendors } from './games-api.ts';
import { type GameFilters, gameSearch, readGameFilters } from './games-filters.ts';
import { VendorsPanel } from './VendorsPanel.tsx';

/** Games and vendors (decision 0060): the vendors' switches and maintenance, then the games table. */
export function GamesPage() {
  const { t } = useTranslation();
  const role = useConsoleSession().data?.operator.role;
  const canWrite = role !== undefined && roleAllows(role, 'updateConsoleGames');
  const filters = readGameFilters(useSearch());
  const [, navigate] = useLocation();
  const search = gameSearch(filters);
  const games = useGames(search);
  const vendors = useVendors();
  const show = (next: GameFilters) => {
    const query = gameSearch(next);
    navigate(`/games${query ? `?${query}` : ''}`);
  };
  return (
    <>
      <PageTitle text={t('games.title')} />
      <VendorsPanel canWrite={roleAllows(role ?? 'auditor', 'updateConsoleVendor')} />
      <QueryView query={games}>
        {(page) => (
          <GamesTable
            page={page}
            vendors={vendors.data?.list ?? []}
            filters={filters}
            canWrite={canWrite}
            updating={games.isPlaceholderData}
            onFilters={show}
          />
        )}
      </QueryView>
    </>
  );
}
