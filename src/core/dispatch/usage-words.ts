import type { z } from 'zod';
import { readText, t } from '../../i18n/index.js';
import type { Command, SecretAnswer } from '../command.js';
import { asSentence } from '../format/sentence.js';
import type { Reply } from '../../domain/reply.js';
import { infoReply } from '../reply-helpers.js';
import { typedUsage, type VerbCommand } from '../verb-command.js';

/** A secret argument (goods, codes, a key) came with a value: the message carrying it is to be deleted. */
export function secretTyped(command: Command, values: Record<string, unknown>): boolean {
  return command.arguments.some((argument) => {
    const value = values[argument.name];
    return argument.secret === true && typeof value === 'string' && value.trim() !== '';
  });
}

/** The command's answer to these values is a secret by nature (its registry declaration), or null. */
export function secretAnswerAsked(command: Command, values: Record<string, unknown>): SecretAnswer | null {
  const secret = command.secretAnswer;
  if (!secret) return null;
  if (!secret.when) return secret;
  const value = values[secret.when.argument];
  return typeof value === 'string' && secret.when.values.includes(value.trim().toLowerCase()) ? secret : null;
}

export function secretAnswerInGroup(command: Command, secret: SecretAnswer): Reply {
  const typed = typedUsage(command.id, verbOf(command), secret.when ? [secret.when.values.join('|')] : []);
  return {
    text: t('dispatch-secret-in-group', { command: typed, secret: readText(secret.what) }),
    tone: 'warning',
  };
}

/** A command run where its scopes do not reach: a key typed in a group is to be deleted too. */
export function wrongPlace(command: Command, values: Record<string, unknown>): Reply[] {
  if (command.scopes.includes('private')) {
    if (secretTyped(command, values)) {
      return [
        {
          title: t('dispatch-key-in-group-title'),
          text: t('dispatch-key-in-group', { command: command.id }),
          tone: 'error',
          deleteUserMessage: true,
        },
      ];
    }
    return [infoReply(t('dispatch-private-only', { command: command.id }))];
  }
  return [infoReply(t('dispatch-group-only', { command: command.id }))];
}

/** Where a verb of a command with verbs is typed; nothing for a command without. */
function verbOf(command: Command): { name?: string | undefined; typedAt?: number | null | undefined } {
  return 'verb' in command ? { name: command.verb, typedAt: command.typedVerbAt } : {};
}

export function usageProblem(command: Command, error: z.ZodError, values: Record<string, unknown>): string {
  const problems = error.issues.map((issue) => asSentence(issueSentence(issue, values)));
  const usage = typedUsage(
    command.id,
    verbOf(command),
    command.arguments.map((argument) => (argument.required ? `<${argument.name}>` : `[${argument.name}]`)),
  );
  return t('dispatch-usage', { problems: [...new Set(problems)].join(' '), usage });
}

/** zod's own wording ("Invalid option: expected one of …") means nothing to a seller: say it plainly. */
function issueSentence(issue: z.core.$ZodIssue, values: Record<string, unknown>): string {
  const field = issue.path.length > 0 ? issue.path.join('.') : '';
  const name = `\`${field}\``;
  if (field === '_extra' || issue.code === 'unrecognized_keys') return t('dispatch-issue-extra');
  if (issue.code === 'invalid_type')
    return values[field] === undefined
      ? t('dispatch-issue-missing', { name })
      : t('dispatch-issue-type', { name, expected: issue.expected });
  if (issue.code === 'invalid_value') return t('dispatch-issue-one-of', { name, values: issue.values.map(String).join(', ') });
  if (issue.code === 'too_big') return t('dispatch-issue-at-most', { name, limit: String(issue.maximum) });
  if (issue.code === 'too_small') return t('dispatch-issue-at-least', { name, limit: String(issue.minimum) });
  // Hawker's own checks (prices, ids, quantities) already speak in sentences.
  if (issue.code === 'custom') return issue.message;
  return field ? `${name}: ${issue.message}` : issue.message;
}

/** Text that starts with none of a command's verbs, where its default verb takes no text either. */
export function unknownVerb(command: VerbCommand): string {
  const problem = asSentence(t('dispatch-issue-one-of', { name: '`action`', values: command.verbs.map((verb) => verb.verb).join(', ') }));
  return t('dispatch-usage', { problems: problem, usage: `${command.id} [action]` });
}

export function keyStatusSentence(): string {
  return t('dispatch-key-refused');
}
