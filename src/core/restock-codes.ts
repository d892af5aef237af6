import { msg, t } from '../i18n/index.js';
import { writeRefused } from '../api/write-refused.js';
import type { Reply } from '../domain/reply.js';
import { rowList } from './code-rows.js';
import type { MarketplaceContext } from './context.js';
import { errorSentence } from './error-sentences.js';
import type { FlowInput } from './flow-types.js';
import { parseCodes } from './goods-input.js';
import { errorReply } from './reply-helpers.js';

const BATCH_SIZE = 100;

/**
 * Codes added to a top-up: `added` went on sale; `duplicates`, the 0-based places of codes
 * already added before (left out); `uncertain`, a batch whose answer was lost (kept registered,
 * never sent again); `notSent`, codes after a refusal, free to send again. `lines` say it in words.
 */
interface CodesAdded {
  listingId: string;
  added: number;
  duplicates: number[];
  uncertain: number;
  notSent: number;
  lines: string[];
  allWent: boolean;
}

/** The codes added, or (`refusal`) why the input held none to add. */
export type CodesOutcome = { ok: true; added: CodesAdded } | { ok: false; refusal: string };

/** The codes' outcome as chat shows it. */
export function codesReply(outcome: CodesOutcome): Reply {
  if (!outcome.ok) return errorReply(outcome.refusal);
  const { lines, allWent } = outcome.added;
  return { title: t('restock-title'), text: lines.join('\n'), tone: allWent ? 'success' : 'warning' };
}

export async function addCodes(
  ctx: MarketplaceContext<'codes'>,
  listingId: string,
  title: string,
  input: FlowInput,
  stockBefore: number | null,
): Promise<CodesOutcome> {
  const parsed =
    input.type === 'text'
      ? parseCodes({ text: input.text })
      : input.type === 'file'
        ? parseCodes({ filename: input.filename, data: input.data })
        : input.type === 'form'
          ? parseCodes({ text: Object.values(input.values).join('\n') })
          : { ok: false as const, message: t('restock-text-or-file') };
  if (!parsed.ok) return { ok: false, refusal: parsed.message };
  const codes = parsed.value.map(({ code }) => code);
  const { added, duplicates } = await ctx.services.stores.codes.addIfNew(ctx.account.id, codes);
  const duplicateSet = new Set(duplicates);
  const fresh = codes.filter((_, index) => !duplicateSet.has(index));
  const progress: string[] = [];
  let sent = 0;
  let unknown = 0;
  for (let start = 0; start < fresh.length; start += BATCH_SIZE) {
    const batch = fresh.slice(start, start + BATCH_SIZE);
    const batchNumber = start / BATCH_SIZE + 1;
    try {
      await ctx.write(msg('audit-restock-codes-added', { count: batch.length, listing: listingId.slice(0, 8), title }), () =>
        ctx.api.units.add(
          listingId,
          batch.map((code) => ({ code })),
        ),
      );
    } catch (error) {
      const reason = errorSentence(error, ctx.now());
      if (writeRefused(error)) {
        await ctx.services.stores.codes.remove(ctx.account.id, fresh.slice(start));
        progress.push(t('restock-stopped', { sent, total: fresh.length, reason, unsent: fresh.length - sent }));
        break;
      }
      // The request went out and may have landed: its codes stay registered, or sending
      // them again could put each on sale twice. Only the batches after it were never sent.
      const notSent = fresh.slice(start + batch.length);
      await ctx.services.stores.codes.remove(ctx.account.id, notSent);
      unknown = batch.length;
      const verdict = await stockVerdict(ctx, listingId, stockBefore === null ? null : stockBefore + sent, batch.length);
      const lost = t('restock-batch-lost', { batch: String(batchNumber), count: batch.length, reason: reason.replace(/\.$/, ''), verdict });
      progress.push(notSent.length > 0 ? `${lost} ${t('restock-batch-rest-unsent', { count: notSent.length })}` : lost);
      break;
    }
    sent += batch.length;
    progress.push(t('restock-batch-sent', { batch: String(batchNumber), sent, total: fresh.length }));
  }
  const lines = [t('restock-codes-added', { count: sent, title })];
  if (duplicates.length > 0) {
    lines.push(t('restock-duplicates', { count: duplicates.length, lines: rowList(parsed.value, duplicates, 20) }));
  }
  const allWent = sent === fresh.length && added === fresh.length && unknown === 0;
  const notSent = fresh.length - sent - unknown;
  return {
    ok: true,
    added: { listingId, added: sent, duplicates, uncertain: unknown, notSent, lines: [...lines, ...progress], allWent },
  };
}

/** What the listing's stock, read back, says about a batch whose answer was lost. */
async function stockVerdict(ctx: MarketplaceContext, listingId: string, expectedBefore: number | null, batchSize: number): Promise<string> {
  let now: number | null = null;
  try {
    const row = (await ctx.api.listings.listMine()).offers.find((offer) => offer.id === listingId);
    now = typeof row?.stock === 'number' ? row.stock : null;
  } catch {
    now = null;
  }
  const listing = listingId.slice(0, 8);
  if (now === null || expectedBefore === null) return t('restock-verdict-unreadable', { listing });
  if (now >= expectedBefore + batchSize) return t('restock-verdict-arrived', { now, before: expectedBefore });
  if (now <= expectedBefore) return t('restock-verdict-not-yet', { now, listing });
  return t('restock-verdict-unclear', { now, before: expectedBefore, listing });
}
