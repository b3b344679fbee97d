import type { ContractKind } from '@lobby/contract';
import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';

/** The agent and contract kind columns both agent lists show. */
export function agentKindColumns<Row extends { agentUsername: string; kind: ContractKind }>(t: TFunction) {
  const column = createColumnHelper<Row>();
  return [
    column.accessor((row) => row.agentUsername, { id: 'agentUsername', header: t('agents.agentColumn') }),
    column.accessor((row) => row.kind, {
      id: 'kind',
      header: t('agents.kind'),
      cell: (cell) => t(`agents.kinds.${cell.getValue()}`),
    }),
  ];
}
