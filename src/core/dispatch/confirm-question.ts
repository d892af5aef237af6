import { t } from '../../i18n/index.js';
import type { RegisteredAccountCommand } from '../command.js';
import type { AccountContext } from '../context.js';
import type { FlowEngine } from '../flow-engine.js';
import type { Reply } from '../../domain/reply.js';
import { CONFIRM_FLOW } from './dispatch-types.js';

/** A press of Confirm runs the command's handler only if it comes within this time. */
const CONFIRM_TTL_SECONDS = 15 * 60;

/** The questions dispatch asked, told apart from a command's own replies when counting. */
const CONFIRM_QUESTIONS = new WeakSet<Reply>();

/** The Confirm/Cancel question for a command's own wording of it; none when the command has nothing to ask. */
export async function confirmQuestion(
  engine: FlowEngine,
  ctx: AccountContext,
  asked: { command: RegisteredAccountCommand; values: Record<string, unknown> },
  question: string | null,
): Promise<Reply[]> {
  if (question === null) return [];
  const { command, values } = asked;
  const data = { command: command.id, ...(command.verb === undefined ? {} : { verb: command.verb }), values: plainValues(values) };
  const state = await engine.create(ctx, ctx.account.id, { kind: CONFIRM_FLOW, step: 'ask', data }, CONFIRM_TTL_SECONDS, false);
  const view = engine.view(state);
  const ask: Reply = {
    title: t('dispatch-confirm-title'),
    text: question,
    tone: 'warning',
    data: { kind: 'confirm', action: view.choiceAction('yes') },
    buttons: [
      [
        { label: t('dispatch-confirm-button'), action: view.choiceAction('yes'), style: 'danger' },
        { label: t('dispatch-cancel-button'), action: view.choiceAction('no'), style: 'secondary' },
      ],
    ],
  };
  CONFIRM_QUESTIONS.add(ask);
  return [ask];
}

/** `asked`: the command waits for Confirm (its confirmed run counts again); `error`: it answered with a refusal or failure. */
export type CommandOutcome = 'ok' | 'asked' | 'error';

export function commandOutcome(replies: readonly Reply[]): CommandOutcome {
  if (replies.some((reply) => reply.tone === 'error')) return 'error';
  return replies.some((reply) => CONFIRM_QUESTIONS.has(reply)) ? 'asked' : 'ok';
}

function plainValues(values: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(JSON.stringify(values)) as Record<string, unknown>;
}
