import { type ConsoleAgent, isAgent } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../shared/format.ts';
import { Button } from '../../shared/ui/Button.tsx';
import { DataTable } from '../../shared/ui/DataTable.tsx';

type Row = ConsoleAgent['downline'][number];
const column = createColumnHelper<Row>();

/** A page of an agent's direct downline; a sub-agent opens its own downline. */
export function DownlineTable({
  agent,
  onPage,
  onOpen,
}: {
  agent: ConsoleAgent;
  onPage: (page: number) => void;
  onOpen: (member: Row) => void;
}) {
  const { t, i18n } = useTranslation();
  const columns = [
    column.accessor('username', { header: t('agents.member') }),
    column.accessor('type', {
      header: t('agents.memberType'),
      cell: (cell) => t(isAgent(cell.getValue()) ? 'agents.typeAgent' : 'agents.typeMember'),
    }),
    column.accessor('downlineCount', { header: t('agents.ownDownline') }),
    column.accessor('createdAt', {
      header: t('agents.joined'),
      cell: (cell) => formatDateTime(cell.getValue(), i18n.language),
    }),
    column.display({
      id: 'actions',
      header: t('agents.actions'),
      cell: ({ row }) =>
        isAgent(row.original.type) ? (
          <Button
            variant="secondary"
            aria-label={t('agents.openSubAgentOf', { agent: row.original.username })}
            onClick={() => onOpen(row.original)}
          >
            {t('agents.openSubAgent')}
          </Button>
        ) : null,
    }),
  ];
  return (
    <DataTable
      caption={t('agents.downlineOf', { agent: agent.username })}
      rows={agent.downline}
      columns={columns}
      emptyText={t('agents.noDownline')}
      paging={{ page: agent.downlinePage, hasMore: agent.downlineHasMore, onPage }}
    />
  );
}
