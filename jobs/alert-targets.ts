import type { SendOptions } from '../src/notify/notifier.js';
import type { AlertTarget } from '../src/domain/alert-target.js';
import type { Reply } from '../src/domain/reply.js';
import type { SendResult } from './chat-sender.js';
import type { JobContext } from './job-context.js';
import { targetKey } from '../src/store/alert-target-key.js';

/** The account owner's private chats on every platform this worker can reach. */
export async function ownerTargets(ctx: JobContext, accountId: string): Promise<AlertTarget[]> {
  const account = await ctx.stores.accounts.get(accountId);
  if (!account) return [];
  const logins = await ctx.stores.identities.logins(account.ownerIdentityId);
  return logins
    .filter((login) => ctx.sender.reaches(login.platform))
    .map((login) => ({ platform: login.platform, kind: 'user', id: login.userId }));
}

/**
 * Sends to one target and handles a vanished chat: the target is switched off
 * and the owner told once (a notice about the owner's own chat would go nowhere).
 */
export async function sendOrRetire(
  ctx: JobContext,
  accountId: string,
  target: AlertTarget,
  reply: Reply,
  options: SendOptions = {},
): Promise<SendResult> {
  const result = await ctx.sender.send(target, reply, options);
  if (result.status !== 'gone') return result;
  ctx.logger.info({ accountId, platform: target.platform, kind: target.kind }, 'alert target gone: switching it off');
  await ctx.stores.alertSettings.disableTarget(target);
  const owners = await ownerTargets(ctx, accountId);
  if (owners.some((owner) => targetKey(owner) !== targetKey(target))) {
    await ctx.notify.notice(
      {
        accountId,
        audience: 'owner',
        notice: { kind: 'target_gone', target: { platform: target.platform, kind: target.kind, id: target.id } },
      },
      `gone.${targetKey(target).replaceAll('|', '.')}`,
    );
  }
  return result;
}
