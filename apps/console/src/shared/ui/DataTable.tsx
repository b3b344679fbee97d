import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  type Header,
  type OnChangeFn,
  type SortingState,
  useReactTable,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvButton, type CsvExport } from './CsvButton.tsx';
import styles from './DataTable.module.css';
import { TablePager, type TablePaging } from './TablePager.tsx';

interface DataTableProps<Row> {
  caption: string;
  rows: Row[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack Table types each column by its own value type
  columns: ColumnDef<Row, any>[];
  emptyText: string;
  /** Headers sort the rows shown (a column opts out with enableSorting: false); decision 0043. */
  sortable?: boolean;
  /** The sort when the page keeps it (in the address); else the table keeps its own. */
  sorting?: SortingState;
  onSortingChange?: OnChangeFn<SortingState>;
  /** Previous / next under the table, for a list paged on the server. */
  paging?: TablePaging;
  /** An "Export CSV" button above the table. */
  csv?: CsvExport<Row>;
  /** The page's own buttons for the list (e.g. "New operator"), above the table beside the export. */
  actions?: ReactNode;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

function HeaderCell<Row>({ header }: { header: Header<Row, unknown> }) {
  const { t } = useTranslation();
  const label = flexRender(header.column.columnDef.header, header.getContext());
  if (!header.column.getCanSort()) return <th scope="col">{label}</th>;
  const sorted = header.column.getIsSorted();
  const Icon = sorted === 'asc' ? ArrowUp : sorted === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" className={styles.sortable} aria-sort={sorted ? ARIA_SORT[sorted] : 'none'}>
      <button
        type="button"
        className={styles.sortButton}
        onClick={header.column.getToggleSortingHandler()}
        title={t('table.sort')}
      >
        {label}
        <Icon aria-hidden size={14} />
      </button>
    </th>
  );
}

/**
 * A table of rows (TanStack Table), its caption the accessible name; scrolls sideways when narrow. Optional:
 * sorting by the headers, paging controls and CSV export (decision 0043).
 */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  emptyText,
  sortable = false,
  sorting,
  onSortingChange,
  paging,
  csv,
  actions,
}: DataTableProps<Row>) {
  const [ownSorting, setOwnSorting] = useState<SortingState>([]);
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    enableSorting: sortable,
    state: { sorting: sorting ?? ownSorting },
    onSortingChange: onSortingChange ?? setOwnSorting,
  });
  // One page only: no controls to show.
  const pager = paging && (paging.page > 1 || paging.hasMore) && <TablePager {...paging} />;
  const exportable = csv && rows.length > 0;
  const tools = (actions || exportable) && (
    <div className={styles.tools}>
      {actions}
      {exportable && <CsvButton csv={csv} shown={table.getRowModel().rows.map((row) => row.original)} />}
    </div>
  );
  if (rows.length === 0)
    return (
      <>
        {tools}
        <p className={styles.empty}>{emptyText}</p>
        {pager}
      </>
    );
  return (
    <>
      {tools}
      <div className={styles.wrap}>
        <table className={styles.table} aria-label={caption}>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {group.headers.map((header) => (
                  <HeaderCell key={header.id} header={header} />
                ))}
              </tr>
            ))}
          </thead>
          <tbody>
            {table.getRowModel().rows.map((row) => (
              <tr key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pager}
    </>
  );
}
