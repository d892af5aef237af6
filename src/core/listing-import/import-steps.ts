import { createHash } from 'node:crypto';
import type { ImportStep } from '../../store/listing-import-store.js';
import type { PlannedRow } from './import-plan.js';

/** The writes of a plan, in the file's order: a row's PATCH before its status call, so an archive comes after the edit. */
export function importSteps(plan: readonly PlannedRow[]): ImportStep[] {
  const steps: ImportStep[] = [];
  for (const row of plan) {
    if (row.outcome === 'create') {
      const category = row.draft.category === 'currency' || row.draft.category === 'account' ? row.draft.category : 'top_up';
      const write = { kind: 'create' as const, draft: row.draft };
      steps.push({ key: `${row.row}:create`, row: row.row, listingId: null, category, title: row.draft.title ?? '', write });
    }
    if (row.outcome !== 'change') continue;
    const base = { row: row.row, listingId: row.listingId, category: row.category, title: row.title };
    if (row.patch !== null) steps.push({ ...base, key: `${row.row}:patch`, write: { kind: 'patch', patch: row.patch } });
    if (row.action !== null) steps.push({ ...base, key: `${row.row}:status`, write: { kind: 'status', action: row.action } });
  }
  return steps;
}

/** The import's id: the digest of what it writes, so confirming the same preview twice starts one import. */
export function importIdOf(accountId: string, steps: readonly ImportStep[]): string {
  return createHash('sha256').update(accountId).update(JSON.stringify(steps)).digest('hex').slice(0, 16);
}
