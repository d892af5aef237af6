import { z } from 'zod';
import { t } from '../../i18n/index.js';
import type { ListingSummaryRow } from '../../api/schemas/listing.js';
import { commandArguments } from '../command-arguments.js';
import type { MarketplaceContext } from '../context.js';
import { accountFlow } from '../flow-definition.js';
import type { FlowStep, FlowView } from '../flow-types.js';
import { readForExport } from '../listing-export/export-reads.js';
import { IMPORT_FILE_MAX_BYTES, readImportFile, type ImportRow } from '../listing-import/import-file.js';
import { planImport } from '../listing-import/import-plan.js';
import { previewText } from '../listing-import/import-preview.js';
import { everyOwnRow } from '../own-listings.js';
import type { Reply } from '../reply.js';
import { errorReply } from '../reply-helpers.js';
import { accountVerb } from '../verb-command.js';

const IMPORT_FLOW = 'listings-import';
const FILE_STEP = 'file';

function askForFile(flow: FlowView): Reply {
  return { text: t('import-send-file'), prompt: { kind: 'file', label: t('import-file-label'), formId: flow.token } };
}

/** The shop's listings the file names, read as `listings export` reads them, so a file read back unchanged plans nothing. */
async function currentState(ctx: MarketplaceContext, rows: readonly ImportRow[]) {
  const named = new Set(rows.map((row) => row.cells.id?.trim()).filter((id): id is string => id !== undefined));
  const summaries = new Map<string, ListingSummaryRow>();
  if (named.size === 0) return { summaries, records: new Map() };
  for (const row of await everyOwnRow(ctx.api, {})) if (named.has(row.id)) summaries.set(row.id, row);
  const { records } = await readForExport(ctx.api, [...summaries.values()]);
  return { summaries, records: new Map(records.map((record) => [record.id, record])) };
}

/** `listings import`, then the file: every row checked and the changes previewed; nothing is written. */
const importFlow = accountFlow({
  kind: IMPORT_FLOW,
  role: 'manager',
  ttlSeconds: 30 * 60,
  acceptsFile: { [FILE_STEP]: IMPORT_FILE_MAX_BYTES },
  schema: z.object({}),
  async handle(ctx, flow, input): Promise<FlowStep> {
    if (input.type !== 'file') return { replies: [askForFile(flow)], next: { step: FILE_STEP, data: {} } };
    const file = readImportFile(input.filename, input.data);
    if (!file.ok) return { replies: [errorReply(file.message), askForFile(flow)], next: { step: FILE_STEP, data: {} } };
    const { summaries, records } = await currentState(ctx, file.rows);
    const plan = await planImport(ctx, file.rows, records, summaries);
    return {
      replies: [{ title: t('import-preview-title', { account: ctx.account.label }), text: previewText(plan), tone: 'info' }],
      done: t('import-previewed'),
    };
  },
});

/** `listings import`: asks for a file exported by `listings export` (or written like one) and previews what it would change. */
export const listingsImport = accountVerb({
  name: 'import',
  description: () => t('cmd-listings-action-import'),
  ...commandArguments({}),
  role: 'manager',
  writes: false,
  marketplace: 'needed',
  run: (ctx) => ctx.startFlow({ kind: IMPORT_FLOW, step: FILE_STEP, data: {} }),
});

export const listingsImportFlows = [importFlow];
