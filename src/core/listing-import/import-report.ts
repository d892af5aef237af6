import { t } from '../../i18n/index.js';
import type { ImportRecord, StepOutcome } from '../../store/listing-import-store.js';
import { csvFile, type CsvValue } from '../format/csv-cells.js';
import { shownText } from '../../domain/shown-text.js';
import type { Reply } from '../../domain/reply.js';

/** The report's columns: stable English names, as the export's, so a spreadsheet reads both alike. */
const REPORT_COLUMNS = ['row', 'id', 'title', 'write', 'outcome', 'detail'];

function counts(record: ImportRecord, outcomes: ReadonlyMap<string, StepOutcome>) {
  const of = (state: StepOutcome['state']) => record.steps.filter((step) => outcomes.get(step.key)?.state === state).length;
  return { done: of('done'), failed: of('failed'), unknown: of('unknown'), total: record.steps.length };
}

/** The message edited in place while the worker writes: how many of the writes are done, failed or unknown. */
export function progressReply(record: ImportRecord, outcomes: ReadonlyMap<string, StepOutcome>): Reply {
  const { done, failed, unknown, total } = counts(record, outcomes);
  const finished = done + failed + unknown === total;
  const shown = { done, total, file: shownText(record.filename) };
  const lines = [finished ? t('import-progress-finished', shown) : t('import-progress', shown)];
  if (failed > 0) lines.push(t('import-progress-failed', { count: failed }));
  if (unknown > 0) lines.push(t('import-progress-unknown', { count: unknown }));
  return { text: lines.join('\n'), tone: finished ? (failed + unknown > 0 ? 'warning' : 'success') : 'info' };
}

/** The final report: a file with each row's outcome (every write, every row refused at the preview), and its counts. */
export function importReport(record: ImportRecord, outcomes: ReadonlyMap<string, StepOutcome>): Reply {
  const rows: CsvValue[][] = [REPORT_COLUMNS];
  const written = record.steps.map((step) => {
    const outcome = outcomes.get(step.key);
    const state = outcome?.state ?? 'unknown';
    const id = outcome?.listingId ?? step.listingId;
    const write = step.write.kind === 'status' ? step.write.action : step.write.kind;
    return { row: step.row, cells: [step.row, id, step.title, write, state, outcome?.detail ?? null] as CsvValue[] };
  });
  const refused = record.refused.map((row) => ({ row: row.row, cells: [row.row, null, null, null, 'refused', row.reason] as CsvValue[] }));
  for (const entry of [...written, ...refused].sort((a, b) => a.row - b.row)) rows.push(entry.cells);
  const { done, failed, unknown } = counts(record, outcomes);
  return {
    text: t('import-report', { done, failed, unknown, refused: record.refused.length, unchanged: record.unchanged }),
    tone: failed + unknown > 0 ? 'warning' : 'success',
    attachments: [
      {
        filename: 'import-report.csv',
        contentType: 'text/csv',
        data: new TextEncoder().encode(csvFile(rows)),
      },
    ],
  };
}
