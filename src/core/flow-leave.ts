import { supportedLocales, t, translate } from '../i18n/index.js';
import { parseAction } from './action-id.js';
import type { FlowInput } from './flow-types.js';
import type { Reply } from '../domain/reply.js';

/** The choices of a flow's own buttons that leave it: Cancel on a preview or a confirmation. */
const LEAVE_CHOICES: ReadonlySet<string> = new Set(['no', 'cancel']);

/**
 * `cancel`, or its word in any language Hawker speaks (a person may write in more than one,
 * and Hawker's sentences name the English command), typed alone: in any case, with or without
 * the slash. Only a whole answer of exactly that word leaves: no listing title, code or key
 * is the bare word, while "Cancel culture skin" stays an answer.
 */
export function isLeaveWord(text: string): boolean {
  const typed = text.trim().replace(/^\//, '').toLocaleLowerCase();
  if (typed === 'cancel') return true;
  return supportedLocales().some((locale) => translate(locale, 'flow-leave-word') === typed);
}

/** An answer to a question that leaves it instead: a message, or a form (a Discord modal, the dashboard's) of one field. */
export function leavesQuestion(input: FlowInput): boolean {
  if (input.type === 'text') return isLeaveWord(input.text);
  if (input.type !== 'form') return false;
  const [only, ...others] = Object.values(input.values);
  return only !== undefined && others.length === 0 && isLeaveWord(only);
}

/**
 * A step's replies with the way out said under its question (the last reply), unless one of
 * that reply's buttons already leaves: every flow's questions say it, worded once, here.
 */
export function sayingHowToLeave(replies: Reply[], token: string): Reply[] {
  const question = replies.at(-1);
  if (!question || offersLeave(question, token)) return replies;
  const line = t('flow-leave-line');
  return [...replies.slice(0, -1), { ...question, text: question.text ? `${question.text}\n${line}` : line }];
}

function offersLeave(reply: Reply, token: string): boolean {
  return (reply.buttons ?? []).some((row) =>
    row.some((button) => {
      const action = parseAction(button.action);
      return action?.kind === 'flow' && action.token === token && LEAVE_CHOICES.has(action.choice ?? '');
    }),
  );
}
