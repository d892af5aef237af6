import { renderNotice } from './alert-render.js';
import { ownerTargets, sendOrRetire } from './alert-targets.js';
import { ChatLanguages, Wording } from './chat-languages.js';
import { SendFailed } from './chat-sender.js';
import type { NoticeJobData } from './job-names.js';
import type { JobContext } from './job-context.js';
import { digestChart, digestFigures } from './stats/digest-chart.js';

/**
 * Sends a notice to its audience, worded once per language among its chats; targets
 * that already hold it (an earlier attempt) are skipped.
 */
export async function processNotice(ctx: JobContext, jobId: string, data: NoticeJobData): Promise<void> {
  const targets =
    data.audience === 'owner'
      ? await ownerTargets(ctx, data.accountId)
      : await ctx.stores.alertSettings.targetsFor(data.accountId, ctx.config.now());
  const account = await ctx.stores.accounts.get(data.accountId);
  const figures = data.notice.kind === 'sales_digest' ? await digestFigures(ctx, data.accountId, data.notice) : null;
  const notice = new Wording(new ChatLanguages(ctx, data.accountId), async () => {
    const reply = renderNotice(data.notice, account?.label ?? null);
    if (figures !== null) reply.attachments = [await digestChart(ctx, figures)];
    return reply;
  });
  let failure: SendFailed | null = null;
  for (const target of targets) {
    if (await ctx.noticeReceipts.has(jobId, target)) continue;
    try {
      const reply = await notice.for(target);
      const result =
        data.notice.kind === 'target_gone' ? await ctx.sender.send(target, reply) : await sendOrRetire(ctx, data.accountId, target, reply);
      if (result.status === 'sent') await ctx.noticeReceipts.record(jobId, target);
    } catch (error) {
      if (!(error instanceof SendFailed)) throw error;
      failure = error;
    }
  }
  if (failure) throw failure;
}
