import { z } from 'zod';
import { render, t } from '../../i18n/index.js';
import { AUTOPILOT_ACTOR, DEADLINE_GUARD_ACTOR, type AuditEntry } from '../../store/audit-log.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { formatUtc } from '../format/time.js';

export const audit = accountCommand({
  id: 'audit',
  description: () => t('cmd-audit'),
  ...commandArguments({
    count: argument(z.coerce.number().int().min(1).max(50).default(15), {
      description: () => t('cmd-audit-count'),
      type: 'integer',
    }),
  }),
  role: 'viewer',
  writes: false,
  marketplace: 'none',
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const entries = await ctx.services.stores.audit.latest(ctx.account.id, args.count);
    if (entries.length === 0) return { text: t('audit-log-empty'), tone: 'info' };
    return {
      title: t('audit-log-title', { label: ctx.account.label }),
      list: {
        items: entries.map((entry) => ({ title: whatHappened(entry), detail: `${whoDidIt(entry)} · ${formatUtc(entry.at)}` })),
        page: 1,
        pageCount: 1,
        total: entries.length,
      },
    };
  },
});

/** A summary kept as a message is worded in the reader's language; one stored as text is shown as it was written. */
function whatHappened(entry: AuditEntry): string {
  const summary = render(entry.summary);
  return entry.failed === undefined
    ? t('audit-log-entry', { action: entry.action, summary })
    : t('audit-log-entry-failed', { action: entry.action, summary, code: entry.failed });
}

function whoDidIt(entry: AuditEntry): string {
  if ('system' in entry.actor) {
    const system =
      entry.actor.system === DEADLINE_GUARD_ACTOR
        ? t('audit-system-deadline-guard')
        : entry.actor.system === AUTOPILOT_ACTOR
          ? t('audit-system-autopilot')
          : entry.actor.system;
    return t('audit-log-by-system', { system });
  }
  if (entry.actor.platform === 'api') return t('audit-log-by-api-token', { token: entry.actor.displayName ?? entry.actor.userId });
  return t('audit-log-by-person', { name: entry.actor.displayName ?? entry.actor.userId, platform: entry.actor.platform });
}
