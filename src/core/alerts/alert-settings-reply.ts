import { t, translate } from '../../i18n/index.js';
import type { EscalationStep } from '../../domain/escalation-step.js';
import type { Button, Reply, ReplyField } from '../../domain/reply.js';
import type { AutopilotAlertMode } from '../../store/alert-settings-store.js';
import type { AccountContext } from '../context.js';
import { describeLadder } from '../escalation-ladder.js';
import { formatCount } from '../format/money.js';
import { platformName } from '../format/platform-name.js';
import { formatRelative, formatUtc } from '../format/time.js';
import { buttonRows } from '../reply-helpers.js';
import type { AlertRecipientFacts, AlertSettingsFacts } from './alert-settings-facts.js';

/** A language as its own speakers name it (`Українська`). */
function ownName(locale: string): string {
  return translate(locale, 'language-name');
}

/** The alert settings as chat shows them: what `alerts` answers, and every change answers with. */
export async function alertSettingsReply(ctx: AccountContext, settings: AlertSettingsFacts): Promise<Reply> {
  const now = ctx.now();
  const mutedUntil = settings.muted_until;
  return {
    title: t('alerts-title', { account: ctx.account.label }),
    fields: [
      { label: t('alerts-enabled-label'), value: settings.enabled ? t('alerts-enabled-on') : t('alerts-enabled-off'), inline: true },
      { label: t('alerts-mode-label'), value: t('alerts-mode-value', { mode: settings.mode }), inline: true },
      {
        label: t('alerts-reminders-label'),
        value:
          settings.reminder_minutes.length > 0
            ? t('alerts-reminders-value', {
                minutes: settings.reminder_minutes.map((count) => t('span-minutes', { count })).join(', '),
              })
            : t('alerts-reminders-none'),
        inline: true,
      },
      {
        label: t('alerts-muted-label'),
        value:
          mutedUntil !== null && mutedUntil > now
            ? t('alerts-muted-until', { until: formatUtc(mutedUntil), relative: formatRelative(mutedUntil, now) })
            : t('alerts-muted-no'),
      },
      { label: t('alerts-private-label'), value: t('alerts-private-value', { count: settings.private_chats }), inline: true },
      { label: t('alerts-groups-label'), value: formatCount(settings.linked_chats), inline: true },
      ...recipientsField(settings.recipients),
      {
        label: t('alerts-digest-label'),
        value:
          settings.digest === null
            ? t('alerts-digest-off')
            : t('alerts-digest-value', { time: settings.digest.time, timeZone: settings.digest.time_zone }),
        inline: true,
      },
      { label: t('alerts-escalation-label'), value: escalationText(settings.escalation.steps, settings.escalation.discord_role) },
      { label: t('alerts-autopilot-label'), value: autopilotText(settings.autopilot, settings.digest !== null) },
      {
        label: t('alerts-lowstock-label'),
        value:
          settings.low_stock.length === 0
            ? t('alerts-lowstock-none')
            : settings.low_stock
                .map((entry) => t('alerts-lowstock-entry', { listing: entry.listing_id.slice(0, 8), threshold: entry.threshold }))
                .join(', '),
      },
      {
        label: t('alerts-language-label'),
        value: settings.language.chosen
          ? t('alerts-language-chosen', { language: ownName(settings.language.locale) })
          : t('alerts-language-follows', { language: ownName(settings.language.locale) }),
        inline: true,
      },
    ],
    buttons: await recipientButtons(ctx, settings.recipients),
  };
}

/** Who gets the alerts privately, by member id (`team members` shows whose logins those are), with the platforms they get them on. */
function recipientsField(recipients: readonly AlertRecipientFacts[]): ReplyField[] {
  if (recipients.length === 0) return [];
  const lines = recipients.map((recipient) =>
    t('alerts-recipient-entry', {
      member: recipient.member_id,
      platforms: recipient.platforms.map((platform) => platformName(platform)).join(', '),
    }),
  );
  return [{ label: t('alerts-recipients-label'), value: lines.join('\n') }];
}

/** One Stop button per person, in a private chat (where `notify` runs): a group sees the list only. */
async function recipientButtons(ctx: AccountContext, recipients: readonly AlertRecipientFacts[]): Promise<Button[][]> {
  if (ctx.place.kind !== 'private') return [];
  const buttons = await Promise.all(
    recipients.slice(0, 25).map(async (recipient) => ({
      label: t('alerts-recipient-stop-button', { member: recipient.member_id }),
      action: await ctx.actionFor(`notify off ${recipient.member_id}`),
      style: 'danger' as const,
    })),
  );
  return buttonRows(buttons);
}

/** `digest` says so when the digest is off: autopilot's deliveries would then reach nobody. */
function autopilotText(mode: AutopilotAlertMode, digestOn: boolean): string {
  if (mode === 'quiet') return t('alerts-autopilot-quiet');
  if (mode === 'loud') return t('alerts-autopilot-loud');
  return digestOn ? t('alerts-autopilot-digest') : t('alerts-autopilot-digest-off');
}

function escalationText(steps: readonly EscalationStep[], role: string | null): string {
  if (steps.length === 0) return t('alerts-escalation-off');
  const ladder = describeLadder(steps);
  return role === null ? t('alerts-escalation-value', { ladder }) : t('alerts-escalation-role-value', { ladder, role });
}
