import { z } from 'zod';
import { render, t } from '../../i18n/index.js';
import { AUTOPILOT_ACTOR, DEADLINE_GUARD_ACTOR, type AuditEntry } from '../../store/audit-log.js';
import { argument, commandArguments } from '../command-arguments.js';
import { formatUtc } from '../format/time.js';
import type { AuditEntryData } from '../../domain/reply.js';
import { errorReply } from '../reply-helpers.js';
import { done } from '../typed/outcome.js';
import { typedCommand } from '../typed/typed-command.js';

/** The shop's audit log, newest first. */
export interface AuditEntries {
  entries: AuditEntryData[];
}

export const audit = typedCommand<{ count: number }, AuditEntries, never, 'audit'>({
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
  stores: ['audit'],
  async run(ctx, args) {
    const entries = await ctx.services.stores.audit.latest(ctx.account.id, args.count);
    return done({ entries: entries.map(entryData) });
  },
  chat(outcome, ctx) {
    if (!outcome.ok) return errorReply(outcome.refusal.message);
    const { entries } = outcome.value;
    if (entries.length === 0) return { text: t('audit-log-empty'), tone: 'info' };
    return {
      title: t('audit-log-title', { label: ctx.account.label }),
      list: {
        items: entries.map((entry) => ({ title: whatHappened(entry), detail: `${whoDidIt(entry)} · ${formatUtc(Date.parse(entry.at))}` })),
        page: 1,
        pageCount: 1,
        total: entries.length,
      },
    };
  },
});

function whatHappened(entry: AuditEntryData): string {
  const { summary } = entry;
  return entry.failed === null
    ? t('audit-log-entry', { action: entry.action, summary })
    : t('audit-log-entry-failed', { action: entry.action, summary, code: entry.failed });
}

function whoDidIt(entry: AuditEntryData): string {
  const { actor } = entry;
  switch (actor.kind) {
    case 'system':
      return t('audit-log-by-system', { system: actor.name });
    case 'api_token':
      return t('audit-log-by-api-token', { token: actor.name });
    case 'person':
      return t('audit-log-by-person', { name: actor.name, platform: actor.platform });
  }
}

/** Who acted, named as they were then; Hawker's own parts in the reader's language. */
function actorData(entry: AuditEntry): AuditEntryData['actor'] {
  if ('system' in entry.actor) {
    const name =
      entry.actor.system === DEADLINE_GUARD_ACTOR
        ? t('audit-system-deadline-guard')
        : entry.actor.system === AUTOPILOT_ACTOR
          ? t('audit-system-autopilot')
          : entry.actor.system;
    return { kind: 'system', name };
  }
  const name = entry.actor.displayName ?? entry.actor.userId;
  if (entry.actor.platform === 'api') return { kind: 'api_token', name };
  return { kind: 'person', name, platform: entry.actor.platform };
}

/** A summary kept as a message is worded in the reader's language; one stored as text is shown as it was written. */
function entryData(entry: AuditEntry): AuditEntryData {
  return {
    at: new Date(entry.at).toISOString(),
    actor: actorData(entry),
    action: entry.action,
    summary: render(entry.summary),
    failed: entry.failed ?? null,
  };
}
