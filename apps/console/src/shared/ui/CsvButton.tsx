import { Download } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../api/error-text.ts';
import { type CsvCell, downloadCsv, toCsv } from '../csv.ts';
import { Button } from './Button.tsx';
import { ErrorMessage } from './ErrorMessage.tsx';

export interface CsvExport<Row> {
  fileName: string;
  header: string[];
  cells: (row: Row) => CsvCell[];
  /**
   * Every row to write (e.g. fetched page after page); absent: the rows shown. `capped` says the export
   * stopped at its limit.
   */
  rows?: () => Promise<{ rows: Row[]; capped: boolean }>;
}

/** Writes the rows as a CSV download; says when the export stopped at its cap. */
export function CsvButton<Row>({ csv, shown }: { csv: CsvExport<Row>; shown: Row[] }) {
  const { t } = useTranslation();
  const [state, setState] = useState<{ busy: boolean; capped: boolean; error?: unknown }>({
    busy: false,
    capped: false,
  });
  const run = async () => {
    setState({ busy: true, capped: false });
    try {
      const { rows, capped } = csv.rows ? await csv.rows() : { rows: shown, capped: false };
      downloadCsv(csv.fileName, toCsv(csv.header, rows.map(csv.cells)));
      setState({ busy: false, capped });
    } catch (error) {
      setState({ busy: false, capped: false, error });
    }
  };
  return (
    <>
      <Button variant="secondary" disabled={state.busy} onClick={() => void run()}>
        <Download aria-hidden size={16} />
        {state.busy ? t('table.exporting') : t('table.exportCsv')}
      </Button>
      {state.capped && <p role="status">{t('table.exportCapped')}</p>}
      {state.error !== undefined && <ErrorMessage text={errorText(t, state.error)} />}
    </>
  );
}
