import type { Counter } from 'prom-client';
import type { Notifier, NotifyOutcome } from './notifier.js';

/** The same notifier, counting every refusal by platform and kind for the chat-API-errors metric. */
export function countedNotifier(notifier: Notifier, errors: Counter<'platform' | 'kind'>): Notifier {
  const count = async (outcome: Promise<NotifyOutcome>): Promise<NotifyOutcome> => {
    const result = await outcome;
    if (!result.ok) errors.inc({ platform: notifier.platform, kind: result.reason });
    return result;
  };
  return {
    platform: notifier.platform,
    ...(notifier.pace ? { pace: notifier.pace } : {}),
    send: (target, reply, options) => count(notifier.send(target, reply, options)),
    edit: (ref, reply) => count(notifier.edit(ref, reply)),
    delete: (ref) => count(notifier.delete(ref)),
  };
}
