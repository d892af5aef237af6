import { t } from '../../i18n/index.js';
import { SPEC_LIMITS } from '../../api/budget-window.js';
import { formatCents } from '../format/money.js';
import type { BelowCostRow } from './below-cost.js';
import type { ChangeKind, PlannedRow } from './import-plan.js';

/** Changes shown before → after in the preview; the counts cover the rest. */
const SHOWN_CHANGES = 5;
/** Refused rows listed one by one; a file refusing more says how many more. */
const SHOWN_REFUSALS = 50;

/** The order the counts are said in: prices first, as most bulk edits are repricing. */
export const KINDS: readonly ChangeKind[] = [
  'price',
  'title',
  'description',
  'tags',
  'attributes',
  'delivery',
  'method',
  'instructions',
  'handover',
  'minorder',
  'publish',
  'unpublish',
  'pause',
  'unpause',
  'archive',
];

/** Writes the plan sends: one PATCH and one status call per changed listing at most, one create per new draft. */
export function plannedWrites(plan: readonly PlannedRow[]): number {
  return plan.reduce((sum, row) => {
    if (row.outcome === 'create') return sum + 1;
    if (row.outcome !== 'change') return sum;
    return sum + (row.patch === null ? 0 : 1) + (row.action === null ? 0 : 1);
  }, 0);
}

/**
 * The least time the writes take: the key's writes a minute decide it, since no listing gets
 * more than two (its own limits are five a minute, ten an hour).
 */
export function writeMinutes(writes: number): number {
  return Math.max(0, Math.ceil(writes / SPEC_LIMITS.writesPerWindow) - 1);
}

/** `23 prices, 4 titles, 2 new drafts, 1 archive; 170 unchanged; 3 rows refused`. */
function summary(plan: readonly PlannedRow[]): string {
  const counts = new Map<ChangeKind, number>();
  for (const row of plan)
    if (row.outcome === 'change') for (const change of row.changes) counts.set(change.kind, (counts.get(change.kind) ?? 0) + 1);
  const drafts = plan.filter((row) => row.outcome === 'create').length;
  const parts = KINDS.filter((kind) => (counts.get(kind) ?? 0) > 0).map((kind) =>
    t('import-count', { kind, count: counts.get(kind) ?? 0 }),
  );
  if (drafts > 0) parts.push(t('import-count', { kind: 'draft', count: drafts }));
  return t('import-summary', {
    changes: parts.join(', '),
    unchanged: plan.filter((row) => row.outcome === 'unchanged').length,
    kept: plan.filter((row) => row.outcome === 'kept').length,
    refused: plan.filter((row) => row.outcome === 'refused').length,
  });
}

function changeLines(plan: readonly PlannedRow[], clone: boolean): string[] {
  const lines: string[] = [];
  for (const row of plan) {
    const title = row.outcome === 'create' ? (row.draft.title ?? '') : '';
    if (row.outcome === 'create')
      lines.push(clone ? t('clone-line-create', { title }) : t('import-line-create', { row: String(row.row), title }));
    if (row.outcome !== 'change') continue;
    for (const change of row.changes)
      lines.push(
        t('import-line-change', {
          row: String(row.row),
          title: row.title,
          what: t('import-kind', { kind: change.kind }),
          before: cut(change.before),
          after: cut(change.after),
        }),
      );
  }
  const shown = lines.slice(0, SHOWN_CHANGES);
  if (lines.length > shown.length) shown.push(t('import-more-changes', { count: lines.length - shown.length }));
  return shown;
}

function refusalLines(plan: readonly PlannedRow[], clone: boolean): string[] {
  const refused = plan.filter((row) => row.outcome === 'refused');
  // A clone's rows are the source's listings, named in their reason: no file row to point at.
  const line = (row: PlannedRow & { outcome: 'refused' }) =>
    clone ? t('clone-line-refused', { reason: row.reason }) : t('import-line-refused', { row: String(row.row), reason: row.reason });
  const lines = refused.slice(0, SHOWN_REFUSALS).map(line);
  if (refused.length > lines.length) lines.push(t('import-more-refused', { count: refused.length - lines.length }));
  return lines;
}

/** Rows left as the marketplace has them now, each named, and how to take their new state. */
function keptLines(plan: readonly PlannedRow[]): string[] {
  const kept = plan.flatMap((row) => (row.outcome === 'kept' ? [row] : []));
  if (kept.length === 0) return [];
  const lines = kept.slice(0, SHOWN_REFUSALS).map((row) => t('import-line-kept', { row: String(row.row), title: row.title }));
  if (kept.length > lines.length) lines.push(t('import-more-kept', { count: kept.length - lines.length }));
  return [...lines, t('import-kept-advice', { count: kept.length })];
}

/** Every row Apply would sell at a loss, named with its cost, and the confirmation saying so. */
function belowCostLines(rows: readonly BelowCostRow[]): string[] {
  if (rows.length === 0) return [];
  const lines = rows.slice(0, SHOWN_REFUSALS).map((row) =>
    t('import-line-below-cost', {
      row: String(row.row),
      title: row.title,
      price: formatCents(row.priceCents),
      cost: formatCents(row.costCents),
      loss: formatCents(row.costCents - row.priceCents),
    }),
  );
  if (rows.length > lines.length) lines.push(t('import-more-below-cost', { count: rows.length - lines.length }));
  return [t('import-below-cost-heading', { count: rows.length }), ...lines];
}

/** A long text (a description) shown by its start. */
function cut(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line === '') return '—';
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
}

/** A clone's preview: its rows are another shop's listings, and its pictures uploads. */
export interface ClonePreview {
  pictures: number;
}

/**
 * What the import would do, in the seller's words: counts, the first changes before → after,
 * the rows priced below cost, every refusal, and how long the writes take; a clone's picture uploads are writes too.
 */
export function previewText(plan: readonly PlannedRow[], clone?: ClonePreview, belowCost: readonly BelowCostRow[] = []): string {
  const pictures = clone?.pictures ?? 0;
  const writes = plannedWrites(plan) + pictures;
  const unchanged = plan.filter((row) => row.outcome === 'unchanged').length;
  const nothing =
    clone !== undefined
      ? t('clone-nothing-applies')
      : unchanged === 0
        ? t('import-nothing-applies')
        : t('import-nothing-changes', { unchanged });
  const sections = [writes === 0 ? nothing : summary(plan)];
  const changes = changeLines(plan, clone !== undefined);
  if (changes.length > 0) sections.push([t('import-changes-heading'), ...changes].join('\n'));
  const losses = belowCostLines(belowCost);
  if (losses.length > 0) sections.push(losses.join('\n'));
  const kept = keptLines(plan);
  if (kept.length > 0) sections.push(kept.join('\n'));
  const refusals = refusalLines(plan, clone !== undefined);
  if (refusals.length > 0) sections.push([clone ? t('clone-refused-heading') : t('import-refused-heading'), ...refusals].join('\n'));
  if (pictures > 0) sections.push(t('clone-pictures', { count: pictures }));
  if (writes > 0) sections.push(t('import-write-time', { writes, minutes: writeMinutes(writes) }));
  return sections.join('\n\n');
}
