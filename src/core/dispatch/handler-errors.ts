import { SellerApiError } from '../../api/errors.js';
import { t } from '../../i18n/index.js';
import type { CommandResult } from '../command.js';
import type { AccountContext } from '../context.js';
import { errorSentence } from '../error-sentences.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import type { CoreServices } from '../services.js';
import { UserFacingError } from '../user-facing-error.js';
import { describe } from './dispatch-types.js';

/** Runs a handler and turns any failure into a sentence; a refused key stops the account's background work. */
export async function runHandler(
  services: CoreServices,
  ctx: AccountContext,
  run: () => Promise<CommandResult>,
  usesMarketplace: boolean,
): Promise<Reply[]> {
  try {
    const replies = normalize(await run());
    await keyWorked(services, ctx, usesMarketplace);
    return replies;
  } catch (error) {
    return [errorReply(await failureSentence(services, ctx, error))];
  }
}

/** A suspension is lifted on the marketplace's side: the first call that goes through resumes background work. */
export async function keyWorked(services: CoreServices, ctx: AccountContext, usesMarketplace: boolean): Promise<void> {
  if (usesMarketplace && ctx.account.keyStatus === 'suspended') await services.stores.accounts.setKeyStatus(ctx.account.id, 'ok');
}

/** The sentence for a handler's failure, after what it says of the key (refused, suspended) is recorded. */
export async function failureSentence(services: CoreServices, ctx: AccountContext, error: unknown): Promise<string> {
  if (!(error instanceof UserFacingError)) services.logger.warn({ err: describe(error), accountId: ctx.account.id }, 'command failed');
  const sentence = errorSentence(error, services.now());
  if (error instanceof SellerApiError && error.status === 401) {
    await services.stores.accounts.setKeyStatus(ctx.account.id, 'invalid');
    await services.forgetClient(ctx.account.id);
    return t('dispatch-key-marked-invalid', { sentence });
  }
  if (error instanceof SellerApiError && error.code === 'account_suspended') {
    await services.stores.accounts.setKeyStatus(ctx.account.id, 'suspended');
  }
  return sentence;
}

export function normalize(result: CommandResult): Reply[] {
  return Array.isArray(result) ? result : [result];
}
