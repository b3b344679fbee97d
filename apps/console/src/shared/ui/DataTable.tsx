import { type ColumnDef, flexRender, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import styles from './DataTable.module.css';

interface DataTableProps<Row> {
  caption: string;
  rows: Row[];
  // biome-ignore lint/suspicious/noExplicitAny: TanStack Table types each column by its own value type
  columns: ColumnDef<Row, any>[];
  emptyText: string;
}

/** A read-only table of rows (TanStack Table), its caption the accessible name; scrolls sideways when narrow. */
export function DataTable<Row>({ caption, rows, columns, emptyText }: DataTableProps<Row>) {
  const table = useReactTable({ data: rows, columns, getCoreRowModel: getCoreRowModel() });
  if (rows.length === 0) return <p className={styles.empty}>{emptyText}</p>;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} aria-label={caption}>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
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
  );
}
