import { createColumnHelper } from '@tanstack/react-table';
import type { TFunction } from 'i18next';
import { formatCount, formatDay, formatMoney } from '../../shared/format.ts';
import type { CsvExport } from '../../shared/ui/CsvButton.tsx';
import type { FieldCode, ReportField } from './report-fields.ts';

export type FieldRow = Record<string, unknown>;

const column = createColumnHelper<FieldRow>();

/** The label of a field: reports.fields.<key>. */
export const fieldLabel = (t: TFunction, field: ReportField) => t(`reports.fields.${field.key}`);

function shown(t: TFunction, field: ReportField, value: unknown, language: string): string {
  if (value === null || value === undefined) return '—';
  switch (field.type) {
    case 'day':
      return formatDay(String(value), language);
    case 'money':
      return formatMoney(Number(value));
    case 'count':
      return formatCount(Number(value), language);
    case 'code':
      return t(`reports.values.${value as FieldCode}`);
    default:
      return String(value);
  }
}

/** DataTable columns of the fields, sortable by their raw values. */
export const fieldColumns = (t: TFunction, fields: ReportField[], language: string) =>
  fields.map((field) =>
    column.accessor((row) => row[field.key] as string | number | null, {
      id: field.key,
      header: fieldLabel(t, field),
      cell: (cell) => shown(t, field, cell.getValue(), language),
    }),
  );

/** A CSV of the fields: the labels as header, raw values (days as YYYY-MM-DD, money as numbers). */
export const fieldCsv = (
  t: TFunction,
  fields: ReportField[],
  fileName: string,
  rows?: CsvExport<FieldRow>['rows'],
): CsvExport<FieldRow> => ({
  fileName,
  header: fields.map((field) => fieldLabel(t, field)),
  cells: (row) => fields.map((field) => row[field.key] as string | number | null),
  ...(rows ? { rows } : {}),
});
