import { t } from '../../i18n/index.js';
import type { StoredAction } from '../../store/button-action-store.js';
import { parseAction } from '../action-id.js';
import type { Reply } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import type { CommandRun } from './command-run.js';
import type { Base, DispatchParts } from './dispatch-types.js';
import type { FlowDispatch } from './flow-dispatch.js';

/** A button press: a flow's choice goes to its flow, a command's (inline, stored, or bound to an account) runs the command. */
export async function pressAction(
  parts: DispatchParts,
  stages: { commands: CommandRun; flows: FlowDispatch },
  base: Base,
  action: string,
): Promise<Reply[]> {
  const parsed = parseAction(action);
  if (!parsed) return [errorReply(t('dispatch-button-invalid'))];
  if (parsed.kind === 'flow') return stages.flows.flowInput(base, parsed.token, { type: 'choice', choice: parsed.choice ?? '' });
  let pressed: StoredAction | null = parsed.kind === 'command' ? { text: parsed.text } : null;
  if (parsed.kind === 'stored') pressed = await parts.services.stores.buttonActions.load(parsed.token);
  if (parsed.kind === 'account-command') {
    const held = (await parts.services.stores.identities.accountsOf(base.identityId)).filter((entry) =>
      entry.accountId.startsWith(parsed.accountTag),
    );
    const [only, ...others] = held;
    if (!only) return [errorReply(t('dispatch-bound-account-lost'))];
    if (others.length > 0) return [errorReply(t('dispatch-button-invalid'))];
    pressed = { text: parsed.text, accountId: only.accountId };
  }
  if (pressed === null) return [errorReply(t('dispatch-button-expired'))];
  const [name = '', ...rest] = pressed.text.split(' ');
  return stages.commands.command(base, name, rest.join(' '), undefined, pressed.accountId ?? null);
}
