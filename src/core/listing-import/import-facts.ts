import type { BelowCostRow } from './below-cost.js';
import type { ChangeKind, PlannedRow } from './import-plan.js';
import { KINDS, plannedWrites, writeMinutes } from './import-preview.js';

/** What the import would write, counted: the changes by kind, the new drafts, the rows left alone, and how long the writes take. */
interface ImportCounts {
  changes: Partial<Record<ChangeKind, number>>;
  drafts: number;
  unchanged: number;
  kept: number;
  refused: number;
  writes: number;
  /** The least minutes the writes take within the key's write budget. */
  minutes: number;
}

/** One row of the file as the import reads it; a refused row's `reason` is the sentence saying why, in the caller's language. */
type ImportRowFact =
  | { row: number; outcome: 'change'; listingId: string; title: string; changes: { kind: ChangeKind; before: string; after: string }[] }
  | { row: number; outcome: 'create'; title: string }
  | { row: number; outcome: 'unchanged'; listingId: string }
  | { row: number; outcome: 'kept'; listingId: string; title: string }
  | { row: number; outcome: 'refused'; reason: string };

/** The preview of an import as facts: the file, the counts, every row, and the rows Apply would sell below cost. */
export interface ImportPreview {
  filename: string;
  counts: ImportCounts;
  rows: ImportRowFact[];
  belowCost: BelowCostRow[];
}

function rowFact(row: PlannedRow): ImportRowFact {
  switch (row.outcome) {
    case 'change':
      return { row: row.row, outcome: 'change', listingId: row.listingId, title: row.title, changes: row.changes };
    case 'create':
      return { row: row.row, outcome: 'create', title: row.draft.title ?? '' };
    case 'unchanged':
    case 'kept':
    case 'refused':
      return row;
  }
}

/** A plan as the facts a caller reads before confirming it (and after: what was handed to the worker). */
export function importPreviewOf(filename: string, plan: readonly PlannedRow[], belowCost: readonly BelowCostRow[]): ImportPreview {
  const changes: Partial<Record<ChangeKind, number>> = {};
  for (const kind of KINDS) {
    const count = plan.reduce((sum, row) => sum + (row.outcome === 'change' ? row.changes.filter((c) => c.kind === kind).length : 0), 0);
    if (count > 0) changes[kind] = count;
  }
  const counted = (outcome: PlannedRow['outcome']) => plan.filter((row) => row.outcome === outcome).length;
  const writes = plannedWrites(plan);
  return {
    filename,
    counts: {
      changes,
      drafts: counted('create'),
      unchanged: counted('unchanged'),
      kept: counted('kept'),
      refused: counted('refused'),
      writes,
      minutes: writeMinutes(writes),
    },
    rows: plan.map(rowFact),
    belowCost: [...belowCost],
  };
}
