/** A cell as the CSV writer takes it; null and undefined are empty. */
export type CsvCell = string | number | boolean | null | undefined;

/** Spreadsheets run a cell starting with one of these as a formula; a leading ' keeps it text. */
const FORMULA_START = /^[=+\-@\t\r]/;

function field(cell: CsvCell): string {
  let value = cell === null || cell === undefined ? '' : String(cell);
  if (FORMULA_START.test(value)) value = `'${value}`;
  return /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * RFC 4180 text (comma-separated, CRLF line ends, quotes doubled inside quoted fields) of a header and rows,
 * starting with a UTF-8 byte order mark so Excel reads non-Latin text; formula-like cells are defused.
 */
export function toCsv(header: readonly CsvCell[], rows: readonly (readonly CsvCell[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(field).join(',')).join('\r\n')}\r\n`;
}

/** Offers the text as a download named `fileName` (the browser saves it). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
