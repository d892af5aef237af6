import { z } from 'zod';
import { matchLocale, msg, supportedLocales, t, translate, type LazyText, type Message } from '../../i18n/index.js';
import { ALERT_MODES, AUTOPILOT_ALERT_MODES } from '../../store/alert-settings-store.js';
import { argument, commandArguments, type ArgumentDeclaration, type ArgumentOptions } from '../command-arguments.js';
import { accountVerb, verbCommand } from '../verb-command.js';
import { formatCount } from '../format/money.js';
import { formatRelative, formatUtc } from '../format/time.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { buttonRows, errorReply } from '../reply-helpers.js';
import type { AccountContext } from '../context.js';
import { memberId } from '../format/member-id.js';
import { platformName } from '../format/platform-name.js';
import type { Button, Reply, ReplyField } from '../../domain/reply.js';
import type { AutopilotAlertMode, PrivateRecipient } from '../../store/alert-settings-store.js';
import { describeLadder, parseEscalationLadder, typedLadder } from '../escalation-ladder.js';
import { DEFAULT_ESCALATION, type EscalationStep } from '../../domain/escalation-step.js';
import { clockTimeInput, timeZoneInput } from '../../domain/local-time.js';

/** `<@&123…>` as Discord writes a role mention into a text option, a bare role id, or `off`. */
const discordRoleInput = z
  .string()
  .trim()
  .regex(/^(<@&\d{1,20}>|\d{1,20}|off)$/)
  .transform((text) => (text === 'off' ? null : text.replace(/\D/g, '')));

/** `alerts language owner`: the team's messages follow the owner's own language again. */
const FOLLOW_OWNER = 'owner';

/** A language as its own speakers name it (`Українська`). */
function ownName(locale: string): string {
  return translate(locale, 'language-name');
}

/** The audit names the ladder as it is typed (`operators 10m 50%, team 75%`), the same in every language. */
function ladderAudit(steps: readonly EscalationStep[]): Message {
  return steps.length === 0 ? msg('audit-alerts-escalation-off') : msg('audit-alerts-escalation', { ladder: typedLadder(steps) });
}

/**
 * The text after a verb, checked by the verb itself (each answers a wrong value with its own
 * usage sentence); `value` and `threshold` are the names every verb has always taken.
 */
const value = (description: LazyText, extra: Pick<ArgumentOptions, 'autocomplete'> = {}) =>
  argument(z.string().trim().optional(), { description, ...extra });
const threshold = (description: LazyText) => argument(z.string().trim().optional(), { description, rest: true });

/** What the settings' reply reads: the settings, the account, the team's language and places. */
type ShownStore = 'alertSettings' | 'accounts' | 'languages' | 'team';

/** What a change reaches: the settings' own stores, and the poll schedule that makes the worker see it at once. */
const CHANGE_STORES = ['alertSettings', 'accounts', 'languages', 'team', 'schedule'] as const;

/** A change the worker must see at once (a mute, a digest time), then the settings as they now are. */
async function changed(ctx: AccountContext<(typeof CHANGE_STORES)[number]>): Promise<Reply> {
  await ctx.services.stores.schedule.dueNow(ctx.account.id, ctx.now());
  return settingsReply(ctx);
}

/** Every verb but `show` and `lowstock` changes a setting of Hawker's own, for the owner only. */
function ownerChange<A>(
  name: string,
  description: LazyText,
  declared: { arguments: ArgumentDeclaration[]; schema: z.ZodType<A> },
  run: (ctx: AccountContext<(typeof CHANGE_STORES)[number]>, args: A) => Promise<Reply>,
) {
  return accountVerb({ name, description, ...declared, role: 'owner', writes: true, marketplace: 'none', stores: CHANGE_STORES, run });
}

const show = accountVerb({
  name: 'show',
  description: () => t('cmd-alerts-action-show'),
  ...commandArguments({}),
  // Whoever handles orders may see where alerts go and who gets them (member ids, as `team members` names them).
  role: 'operator',
  writes: false,
  marketplace: 'none',
  stores: ['alertSettings', 'accounts', 'languages', 'team'],
  run: settingsReply,
});

const mode = ownerChange(
  'mode',
  () => t('cmd-alerts-action-mode'),
  commandArguments({ value: value(() => t('cmd-alerts-mode-value')) }),
  async (ctx, args) => {
    const chosen = z.enum(ALERT_MODES).safeParse(args.value);
    if (!chosen.success) return errorReply(t('alerts-mode-usage'));
    if (chosen.data === 'team' && (await ctx.services.stores.team.placesOf(ctx.account.id)).length === 0) {
      return errorReply(t('alerts-mode-no-group'));
    }
    await ctx.services.stores.alertSettings.update(ctx.account.id, { mode: chosen.data });
    await ctx.audit(msg('audit-alerts-mode', { mode: chosen.data }));
    return changed(ctx);
  },
);

const reminders = ownerChange(
  'reminders',
  () => t('cmd-alerts-action-reminders'),
  commandArguments({ value: value(() => t('cmd-alerts-reminders-value')) }),
  async (ctx, args) => {
    const minutes = (args.value ?? '').split(',').map((part) => Number(part.trim()));
    if (minutes.length === 0 || minutes.some((count) => !Number.isInteger(count) || count < 1 || count > 7 * 24 * 60)) {
      return errorReply(t('alerts-reminders-usage'));
    }
    await ctx.services.stores.alertSettings.update(ctx.account.id, { reminderMinutes: minutes });
    await ctx.audit(msg('audit-alerts-reminders', { minutes: minutes.join(', '), last: minutes.at(-1) ?? 0 }));
    return changed(ctx);
  },
);

const mute = ownerChange(
  'mute',
  () => t('cmd-alerts-action-mute'),
  commandArguments({ value: value(() => t('cmd-alerts-mute-value')) }),
  async (ctx, args) => {
    const minutes = Number(args.value ?? '60');
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60) return errorReply(t('alerts-mute-usage'));
    await ctx.services.stores.alertSettings.update(ctx.account.id, { mutedUntil: ctx.now() + minutes * 60_000 });
    await ctx.audit(msg('audit-alerts-muted', { count: minutes }));
    return changed(ctx);
  },
);

const unmute = ownerChange(
  'unmute',
  () => t('cmd-alerts-action-unmute'),
  commandArguments({}),
  async (ctx) => {
    await ctx.services.stores.alertSettings.update(ctx.account.id, { mutedUntil: null });
    await ctx.audit(msg('audit-alerts-unmuted'));
    return changed(ctx);
  },
);

/** `alerts off` and `alerts on`: whether the account's alerts are sent at all. */
function switchAlerts(on: boolean) {
  return ownerChange(
    on ? 'on' : 'off',
    on ? () => t('cmd-alerts-action-on') : () => t('cmd-alerts-action-off'),
    commandArguments({}),
    async (ctx) => {
      await ctx.services.stores.accounts.setAlertsEnabled(ctx.account.id, on);
      await ctx.audit(on ? msg('audit-alerts-on') : msg('audit-alerts-off'));
      return changed(ctx);
    },
  );
}

const lowstock = accountVerb({
  name: 'lowstock',
  description: () => t('cmd-alerts-action-lowstock'),
  ...commandArguments({
    value: value(() => t('cmd-listing-id-short'), { autocomplete: 'listing' }),
    threshold: threshold(() => t('cmd-alerts-lowstock-threshold')),
  }),
  role: 'owner',
  // It changes Hawker's own settings only; its one marketplace call (finding the listing) is a read.
  writes: false,
  marketplace: 'needed',
  stores: ['alertSettings', 'accounts', 'languages', 'team', 'schedule'],
  async run(ctx, args) {
    const typed = listingIdInput.safeParse(args.value ?? '');
    const at = args.threshold === 'off' ? null : Number(args.threshold);
    if (!typed.success || (at !== null && (!Number.isInteger(at) || at < 0))) return errorReply(t('alerts-lowstock-usage'));
    const { row } = await locateListing(ctx.api, typed.data);
    const { alertSettings } = ctx.services.stores;
    const thresholds = { ...(await alertSettings.get(ctx.account.id)).lowStockThresholds };
    if (at === null) delete thresholds[row.id];
    else thresholds[row.id] = at;
    await alertSettings.update(ctx.account.id, { lowStockThresholds: thresholds });
    await ctx.audit(
      at === null
        ? msg('audit-alerts-lowstock-off', { title: row.title })
        : msg('audit-alerts-lowstock', { title: row.title, threshold: at }),
    );
    return changed(ctx);
  },
});

const digest = ownerChange(
  'digest',
  () => t('cmd-alerts-action-digest'),
  commandArguments({
    value: value(() => t('cmd-alerts-digest-value')),
    threshold: threshold(() => t('cmd-alerts-digest-threshold')),
  }),
  async (ctx, args) => {
    const { alertSettings } = ctx.services.stores;
    if (args.value === 'off') {
      await alertSettings.update(ctx.account.id, { digest: null });
      await ctx.audit(msg('audit-alerts-digest-off'));
      return changed(ctx);
    }
    const time = clockTimeInput.safeParse(args.value ?? '');
    const timeZone = timeZoneInput.safeParse(args.threshold ?? '');
    if (!time.success || !timeZone.success) return errorReply(t('alerts-digest-usage'));
    await alertSettings.update(ctx.account.id, { digest: { time: time.data, timeZone: timeZone.data } });
    await ctx.audit(msg('audit-alerts-digest', { time: time.data, timeZone: timeZone.data }));
    return changed(ctx);
  },
);

const escalation = ownerChange(
  'escalation',
  () => t('cmd-alerts-action-escalation'),
  commandArguments({
    value: value(() => t('cmd-alerts-escalation-value')),
    threshold: threshold(() => t('cmd-alerts-escalation-threshold')),
  }),
  async (ctx, args) => {
    const { alertSettings } = ctx.services.stores;
    if (args.value === 'role') {
      const role = discordRoleInput.safeParse(args.threshold ?? '');
      if (!role.success) return errorReply(t('alerts-role-usage'));
      await alertSettings.update(ctx.account.id, { escalationRole: role.data });
      await ctx.audit(role.data === null ? msg('audit-alerts-role-off') : msg('audit-alerts-role'));
      return changed(ctx);
    }
    const typed = [args.value, args.threshold].filter((part) => part !== undefined).join(' ');
    const ladder: { ok: true; steps: EscalationStep[] } | { ok: false; problem: string } =
      typed === 'off' || typed === 'default'
        ? { ok: true, steps: typed === 'off' ? [] : [...DEFAULT_ESCALATION] }
        : parseEscalationLadder(typed);
    if (!ladder.ok) return errorReply(ladder.problem);
    await alertSettings.update(ctx.account.id, { escalation: ladder.steps });
    await ctx.audit(ladderAudit(ladder.steps));
    return changed(ctx);
  },
);

const autopilot = ownerChange(
  'autopilot',
  () => t('cmd-alerts-action-autopilot'),
  commandArguments({ value: value(() => t('cmd-alerts-autopilot-value')) }),
  async (ctx, args) => {
    const chosen = z.enum(AUTOPILOT_ALERT_MODES).safeParse(args.value?.toLowerCase());
    if (!chosen.success) return errorReply(t('alerts-autopilot-usage'));
    await ctx.services.stores.alertSettings.update(ctx.account.id, { autopilot: chosen.data });
    await ctx.audit(msg('audit-alerts-autopilot', { mode: chosen.data }));
    return changed(ctx);
  },
);

const language = ownerChange(
  'language',
  () => t('cmd-alerts-action-language'),
  commandArguments({ value: value(() => t('cmd-alerts-language-value')) }),
  async (ctx, args) => {
    const { languages } = ctx.services.stores;
    if (args.value?.toLowerCase() === FOLLOW_OWNER) {
      await languages.setForTeam(ctx.account.id, null);
      await ctx.audit(msg('audit-alerts-language-owner'));
      return changed(ctx);
    }
    const chosen = matchLocale(args.value);
    if (chosen === null) return errorReply(t('alerts-language-usage', { known: supportedLocales().join(', ') }));
    await languages.setForTeam(ctx.account.id, chosen);
    await ctx.audit(msg('audit-alerts-language', { language: ownName(chosen) }));
    return changed(ctx);
  },
);

export const alerts = verbCommand({
  id: 'alerts',
  description: () => t('cmd-alerts'),
  details: () => t('cmd-alerts-details'),
  scopes: ['private', 'group'],
  defaultVerb: 'show',
  verbs: [show, mode, reminders, mute, unmute, switchAlerts(false), switchAlerts(true), lowstock, digest, escalation, autopilot, language],
});

/** The account's alert settings as they are now: what `alerts` shows, and every change answers with. */
async function settingsReply(ctx: AccountContext<ShownStore>): Promise<Reply> {
  const { alertSettings, accounts, languages } = ctx.services.stores;
  const id = ctx.account.id;
  const settings = await alertSettings.get(id);
  const enabled = (await accounts.get(id))?.alertsEnabled ?? false;
  const recipients = await alertSettings.privateRecipients(id);
  const privateChats = recipients.reduce((count, recipient) => count + recipient.targets.length, 0);
  const places = await ctx.services.stores.team.placesOf(id);
  const teamChoice = await languages.teamChoice(id);
  const now = ctx.now();
  const lowStock = Object.entries(settings.lowStockThresholds);
  return {
    title: t('alerts-title', { account: ctx.account.label }),
    fields: [
      { label: t('alerts-enabled-label'), value: enabled ? t('alerts-enabled-on') : t('alerts-enabled-off'), inline: true },
      { label: t('alerts-mode-label'), value: t('alerts-mode-value', { mode: settings.mode }), inline: true },
      {
        label: t('alerts-reminders-label'),
        value:
          settings.reminderMinutes.length > 0
            ? t('alerts-reminders-value', {
                minutes: settings.reminderMinutes.map((count) => t('span-minutes', { count })).join(', '),
              })
            : t('alerts-reminders-none'),
        inline: true,
      },
      {
        label: t('alerts-muted-label'),
        value:
          settings.mutedUntil !== null && settings.mutedUntil > now
            ? t('alerts-muted-until', { until: formatUtc(settings.mutedUntil), relative: formatRelative(settings.mutedUntil, now) })
            : t('alerts-muted-no'),
      },
      { label: t('alerts-private-label'), value: t('alerts-private-value', { count: privateChats }), inline: true },
      { label: t('alerts-groups-label'), value: formatCount(places.length), inline: true },
      ...recipientsField(recipients),
      {
        label: t('alerts-digest-label'),
        value:
          settings.digest === null
            ? t('alerts-digest-off')
            : t('alerts-digest-value', { time: settings.digest.time, timeZone: settings.digest.timeZone }),
        inline: true,
      },
      { label: t('alerts-escalation-label'), value: escalationText(settings.escalation, settings.escalationRole) },
      { label: t('alerts-autopilot-label'), value: autopilotText(settings.autopilot, settings.digest !== null) },
      {
        label: t('alerts-lowstock-label'),
        value:
          lowStock.length === 0
            ? t('alerts-lowstock-none')
            : lowStock.map(([listingId, at]) => t('alerts-lowstock-entry', { listing: listingId.slice(0, 8), threshold: at })).join(', '),
      },
      {
        label: t('alerts-language-label'),
        value:
          teamChoice === null
            ? t('alerts-language-follows', { language: ownName(await languages.ofTeam(id)) })
            : t('alerts-language-chosen', { language: ownName(teamChoice) }),
        inline: true,
      },
    ],
    buttons: await recipientButtons(ctx, recipients),
  };
}

/** Who gets the alerts privately, by member id (`team members` shows whose logins those are), with the platforms they get them on. */
function recipientsField(recipients: readonly PrivateRecipient[]): ReplyField[] {
  if (recipients.length === 0) return [];
  const lines = recipients.map((recipient) =>
    t('alerts-recipient-entry', {
      member: memberId(recipient.identityId),
      platforms: recipient.targets.map((target) => platformName(target.platform)).join(', '),
    }),
  );
  return [{ label: t('alerts-recipients-label'), value: lines.join('\n') }];
}

/** One Stop button per person, in a private chat (where `notify` runs): a group sees the list only. */
async function recipientButtons(ctx: AccountContext, recipients: readonly PrivateRecipient[]): Promise<Button[][]> {
  if (ctx.place.kind !== 'private') return [];
  const buttons = await Promise.all(
    recipients.slice(0, 25).map(async (recipient) => ({
      label: t('alerts-recipient-stop-button', { member: memberId(recipient.identityId) }),
      action: await ctx.actionFor(`notify off ${memberId(recipient.identityId)}`),
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
