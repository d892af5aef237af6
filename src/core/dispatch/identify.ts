import { shownText } from '../../domain/shown-text.js';
import type { AttemptVerdict } from '../../store/attempt-limit.js';
import type { ChatActor } from '../../domain/chat-input.js';
import type { DispatchParts } from './dispatch-types.js';

/**
 * The person as the team will see them named (who took or delivered an order, the audit,
 * a link request): a display name is whatever its owner typed, so it is read through
 * shownText here, where it enters the core, and no alert, digest or CSV shows it raw.
 */
export function shownActor(actor: ChatActor): ChatActor {
  const name = actor.displayName === undefined ? '' : shownText(actor.displayName);
  return { platform: actor.platform, userId: actor.userId, ...(name === '' ? {} : { displayName: name }) };
}

/** Who is asking (their identity across linked logins), the language they are answered in, and whether their call limit lets this call through. */
export async function identifyPerson(
  parts: DispatchParts,
  actor: ChatActor,
  asked: string | undefined,
): Promise<{ identityId: string; locale: string; verdict: AttemptVerdict }> {
  const { stores } = parts.services;
  const identityId = await stores.identities.resolve(actor.platform, actor.userId);
  const locale = await stores.languages.settleForPerson(identityId, asked);
  const verdict = await parts.calls.take(identityId);
  return { identityId, locale, verdict };
}
