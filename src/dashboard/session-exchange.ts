import type { IncomingMessage } from 'node:http';
import { z } from 'zod';
import { ApiError } from '../http/api-error.js';
import { parsedBody } from '../http/parsed-body.js';
import { readJsonBody } from '../http/request-body.js';
import type { ChatActor } from '../domain/chat-input.js';
import { shownText } from '../domain/shown-text.js';
import type { AttemptLimit } from '../store/attempt-limit.js';
import type { Stores } from '../store/stores.js';
import type { SessionAnswer } from './dashboard-wire.js';
import { checkInitData, type TelegramWebAppUser } from './telegram-init-data.js';

const exchangeBody = z.union([
  z.strictObject({ login: z.string().max(100) }),
  z.strictObject({ init_data: z.string().max(8192), account: z.string().max(100).optional() }),
]);

export interface ExchangeDeps {
  stores: Stores;
  /** The Telegram bot's token, which signs Mini App init data; null where no Telegram bot runs. */
  telegramBotToken: string | null;
  attempts: AttemptLimit;
  now: () => number;
}

/** Who is logging in and on which shop (null: their active one), with their platform's language hint. */
interface Claimant {
  actor: ChatActor;
  accountId: string | null;
  languageHint?: string;
}

/**
 * `POST /dashboard/api/session`: a one-time login token (from `dashboard` in a chat) or a
 * Mini App's signed init data, exchanged for a session of that person on one shop where they
 * hold a role now. Counted per address, so nobody can try tokens or signatures in bulk.
 */
export async function exchangeSession(deps: ExchangeDeps, request: IncomingMessage, sessionTtlSeconds: number): Promise<SessionAnswer> {
  const verdict = await deps.attempts.take(request.socket.remoteAddress ?? 'unknown');
  if (!verdict.allowed) {
    const seconds = Math.max(1, Math.ceil(verdict.retryAfterMs / 1000));
    throw new ApiError(429, 'rate_limited', `Too many logins from this address; retry in ${seconds} s.`, {
      'retry-after': String(seconds),
    });
  }
  const body = parsedBody(exchangeBody, await readJsonBody(request));
  const claimant = 'login' in body ? await fromLogin(deps, body.login) : fromInitData(deps, body.init_data, body.account ?? null);
  const { stores } = deps;
  const { actor } = claimant;
  const identityId = await stores.identities.identityOfLogin(actor.platform, actor.userId);
  const accountId = claimant.accountId ?? (identityId === null ? null : (await stores.identities.activeAccount(identityId))?.accountId);
  const role = identityId === null || accountId == null ? null : await stores.team.roleOf(accountId, identityId);
  const account = accountId == null ? null : await stores.accounts.get(accountId);
  if (identityId === null || role === null || !account) {
    throw new ApiError(
      403,
      'not_a_member',
      'You hold no role on this shop: ask its owner for an invite (`team invite`), then open the dashboard again.',
    );
  }
  const locale = await stores.languages.settleForPerson(identityId, claimant.languageHint);
  const { token } = await stores.dashboardSessions.create({ accountId: account.id, actor });
  return {
    session: token,
    expires_at: new Date(deps.now() + sessionTtlSeconds * 1000).toISOString(),
    person: { name: ownName(actor) },
    role,
    account: { id: account.id, name: account.label },
    locale,
  };
}

async function fromLogin(deps: ExchangeDeps, login: string): Promise<Claimant> {
  const grant = await deps.stores.dashboardLogins.redeem(login);
  if (!grant) {
    throw new ApiError(
      401,
      'login_invalid',
      'This login link was used already, has expired or is not one: send `dashboard` in the chat for a new one.',
    );
  }
  return { actor: grant.actor, accountId: grant.accountId };
}

function fromInitData(deps: ExchangeDeps, initData: string, accountId: string | null): Claimant {
  if (deps.telegramBotToken === null) {
    throw new ApiError(
      401,
      'init_data_invalid',
      'This Hawker runs no Telegram bot, so it cannot check Telegram logins: open the dashboard with the link `dashboard` sends.',
    );
  }
  const checked = checkInitData(initData, deps.telegramBotToken, deps.now());
  if (!checked.ok && checked.reason === 'expired') {
    throw new ApiError(
      401,
      'init_data_expired',
      'This Telegram login is older than 10 minutes: close the dashboard and open it again from the chat.',
    );
  }
  if (!checked.ok)
    throw new ApiError(
      401,
      'init_data_invalid',
      "This Telegram login is not signed by this Hawker's bot: open the dashboard from the bot's chat.",
    );
  return {
    actor: telegramActor(checked.user),
    accountId,
    ...(checked.user.language_code === undefined ? {} : { languageHint: checked.user.language_code }),
  };
}

/** The person as the Telegram adapter names them in chat, so the audit reads the same from both. */
function telegramActor(user: TelegramWebAppUser): ChatActor {
  const name = shownText([user.first_name, user.last_name].filter(Boolean).join(' ') || (user.username ?? ''));
  return { platform: 'telegram', userId: String(user.id), ...(name === '' ? {} : { displayName: name }) };
}

/**
 * The name chat gives the person to the team (a display name, else the login's id), except on
 * the terminal: its one person is "you" in the chat it prints, which is no name on a page, in
 * any language; the page names them as chat's `team` does, by their role and "(you)".
 */
function ownName(actor: ChatActor): string | null {
  if (actor.platform === 'console') return null;
  return actor.displayName ?? actor.userId;
}
