import { z } from 'zod';
import { poolRemove, poolWithdraw } from '../core/commands/pool.js';
import type { Attachment } from '../domain/reply.js';
import { ApiError } from '../http/api-error.js';
import { parsedBody } from '../http/parsed-body.js';
import { DEFAULT_LOCALE, t, withLocale } from '../i18n/index.js';
import type { DashboardSession } from '../store/dashboard-sessions.js';
import type { Stores } from '../store/stores.js';
import type { PoolRemovedWire, PoolWithdrawnWire } from './dashboard-wire.js';
import { invokeAsSession } from './session-call.js';
import type { RouteCall, TypedRoute } from './typed-route.js';

const withdrawBody = z.strictObject({ count: z.number().int().min(1).max(999_999).nullable(), confirm: z.boolean().default(false) });
const removeBody = z.strictObject({ confirm: z.boolean().default(false) });

/** The owner's words, as their private chat would read them: the route runs outside a command's language. */
async function inPersonsLanguage<T>(stores: Stores, session: DashboardSession, words: () => T): Promise<T> {
  const identityId = await stores.identities.identityOfLogin(session.actor.platform, session.actor.userId);
  const locale = identityId === null ? null : await stores.languages.ofPerson(identityId);
  return withLocale(locale ?? DEFAULT_LOCALE, words);
}

function unreachable(message: string): ApiError {
  return new ApiError(409, 'refused', message);
}

/**
 * The codes go to the owner's private chat, never to the page. Where that chat cannot be
 * reached the codes go back into the pool (a removed pool is made again, holding them), so
 * nothing the owner paid for is lost, and the page says how to open that chat.
 */
async function handOver(call: RouteCall, pool: string, file: Attachment, text: string): Promise<void> {
  const { core, session, delivery } = call;
  const sent = delivery === null ? 'unreachable' : await delivery.sendFile(session.actor, file, text);
  if (sent === 'sent') return;
  const codes = new TextDecoder().decode(file.data).split('\n').filter(Boolean);
  await core.services.stores.pools.add(session.accountId, pool, codes, core.services.now());
  const words = () =>
    sent === 'unreachable' ? t('dashboard-pool-private-chat-unreachable', { pool }) : t('dashboard-pool-private-chat-failed', { pool });
  throw unreachable(await inPersonsLanguage(core.services.stores, session, words));
}

async function withdraw(call: RouteCall): Promise<{ json: unknown }> {
  const { count, confirm } = parsedBody(withdrawBody, await call.body());
  const { core, session, id } = call;
  const args = { name: id, count: count === null ? undefined : String(count) };
  // Asked first where nobody could receive the codes: the refusal comes before the question.
  if (call.delivery === null)
    throw unreachable(
      await inPersonsLanguage(core.services.stores, session, () => t('dashboard-pool-private-chat-unreachable', { pool: id })),
    );
  const answered = await invokeAsSession(core, session, poolWithdraw.typed, args, confirm);
  if ('confirm' in answered) return { json: answered };
  const { pool, withdrawn, left, file } = answered.value;
  if (file !== null) {
    const text = await inPersonsLanguage(core.services.stores, session, () => t('pool-withdrawn', { pool, count: withdrawn, left }));
    await handOver(call, pool, file, text);
  }
  const value: PoolWithdrawnWire = { pool, withdrawn, left };
  return { json: { value } };
}

async function remove(call: RouteCall): Promise<{ json: unknown }> {
  const { confirm } = parsedBody(removeBody, await call.body());
  const { core, session, id } = call;
  if (call.delivery === null)
    throw unreachable(
      await inPersonsLanguage(core.services.stores, session, () => t('dashboard-pool-private-chat-unreachable', { pool: id })),
    );
  const answered = await invokeAsSession(core, session, poolRemove.typed, { name: id }, confirm);
  if ('confirm' in answered) return { json: answered };
  const { pool, removed, file } = answered.value;
  if (file !== null) {
    const text = await inPersonsLanguage(core.services.stores, session, () => t('pool-removed', { pool, count: removed }));
    await handOver(call, pool, file, text);
  }
  const value: PoolRemovedWire = { pool, removed };
  return { json: { value } };
}

/** Withdrawing and removing a pool from the Autopilot tab: the owner's, as in chat; the page gets counts only. */
export const poolWithdrawRoutes: TypedRoute[] = [
  { method: 'POST', path: 'pools/{id}/withdraw', handle: withdraw },
  { method: 'POST', path: 'pools/{id}/remove', handle: remove },
];
