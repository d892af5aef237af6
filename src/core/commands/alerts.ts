import { z } from 'zod';
import { matchLocale, msg, supportedLocales, t, translate, type LazyText, type Message } from '../../i18n/index.js';
import { ALERT_MODES, AUTOPILOT_ALERT_MODES } from '../../store/alert-settings-store.js';
import { argument, commandArguments, type ArgumentDeclaration, type ArgumentOptions } from '../command-arguments.js';
import { verbCommand } from '../verb-command.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { errorReply } from '../reply-helpers.js';
import type { AccountContext } from '../context.js';
import type { Reply } from '../../domain/reply.js';
import { parseEscalationLadder, typedLadder } from '../escalation-ladder.js';
import { DEFAULT_ESCALATION, type EscalationStep } from '../../domain/escalation-step.js';
import { clockTimeInput, timeZoneInput } from '../../domain/local-time.js';
import { done, refused, type Outcome } from '../typed/outcome.js';
import { typedVerb } from '../typed/typed-command.js';
import { alertSettingsFacts, type AlertSettingsFacts } from '../alerts/alert-settings-facts.js';
import { alertSettingsReply } from '../alerts/alert-settings-reply.js';

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

/** What the settings' answer reads: the settings, the account, the team's language and places. */
type ShownStore = 'alertSettings' | 'accounts' | 'languages' | 'team';

/** What a change reaches: the settings' own stores, and the poll schedule that makes the worker see it at once. */
const CHANGE_STORES = ['alertSettings', 'accounts', 'languages', 'team', 'schedule'] as const;
type ChangeStore = (typeof CHANGE_STORES)[number];

/** A change the worker must see at once (a mute, a digest time), then the settings as they now are. */
async function changed(ctx: AccountContext<ChangeStore>): Promise<Outcome<AlertSettingsFacts>> {
  await ctx.services.stores.schedule.dueNow(ctx.account.id, ctx.now());
  return done(await alertSettingsFacts(ctx));
}

/** Every verb answers the settings as they now are, or the sentence saying what was wrong with the value. */
async function settingsChat(outcome: Outcome<AlertSettingsFacts>, ctx: AccountContext): Promise<Reply> {
  return outcome.ok ? alertSettingsReply(ctx, outcome.value) : errorReply(outcome.refusal.message);
}

/**
 * Every verb but `show` and `lowstock` changes a setting of Hawker's own, for the owner only:
 * `apply` changes it, or answers the sentence saying why not.
 */
function ownerChange<A>(
  name: string,
  description: LazyText,
  declared: { arguments: ArgumentDeclaration[]; schema: z.ZodType<A> },
  apply: (ctx: AccountContext<ChangeStore>, args: A) => Promise<string | null>,
) {
  return typedVerb<A, AlertSettingsFacts, never, ChangeStore>('alerts', {
    name,
    description,
    ...declared,
    role: 'owner',
    writes: true,
    marketplace: 'none',
    stores: CHANGE_STORES,
    async run(ctx, args) {
      const problem = await apply(ctx, args);
      return problem === null ? changed(ctx) : refused('refused', problem);
    },
    chat: settingsChat,
  });
}

export const alertsShow = typedVerb<Record<string, never>, AlertSettingsFacts, never, ShownStore>('alerts', {
  name: 'show',
  description: () => t('cmd-alerts-action-show'),
  ...commandArguments({}),
  // Whoever handles orders may see where alerts go and who gets them (member ids, as `team members` names them).
  role: 'operator',
  writes: false,
  marketplace: 'none',
  stores: ['alertSettings', 'accounts', 'languages', 'team'],
  run: async (ctx) => done(await alertSettingsFacts(ctx)),
  chat: settingsChat,
});

const mode = ownerChange(
  'mode',
  () => t('cmd-alerts-action-mode'),
  commandArguments({ value: value(() => t('cmd-alerts-mode-value')) }),
  async (ctx, args) => {
    const chosen = z.enum(ALERT_MODES).safeParse(args.value);
    if (!chosen.success) return t('alerts-mode-usage');
    if (chosen.data === 'team' && (await ctx.services.stores.team.placesOf(ctx.account.id)).length === 0) {
      return t('alerts-mode-no-group');
    }
    await ctx.services.stores.alertSettings.update(ctx.account.id, { mode: chosen.data });
    await ctx.audit(msg('audit-alerts-mode', { mode: chosen.data }));
    return null;
  },
);

const reminders = ownerChange(
  'reminders',
  () => t('cmd-alerts-action-reminders'),
  commandArguments({ value: value(() => t('cmd-alerts-reminders-value')) }),
  async (ctx, args) => {
    const minutes = (args.value ?? '').split(',').map((part) => Number(part.trim()));
    if (minutes.length === 0 || minutes.some((count) => !Number.isInteger(count) || count < 1 || count > 7 * 24 * 60)) {
      return t('alerts-reminders-usage');
    }
    await ctx.services.stores.alertSettings.update(ctx.account.id, { reminderMinutes: minutes });
    await ctx.audit(msg('audit-alerts-reminders', { minutes: minutes.join(', '), last: minutes.at(-1) ?? 0 }));
    return null;
  },
);

export const alertsMute = ownerChange(
  'mute',
  () => t('cmd-alerts-action-mute'),
  commandArguments({ value: value(() => t('cmd-alerts-mute-value')) }),
  async (ctx, args) => {
    const minutes = Number(args.value ?? '60');
    if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60) return t('alerts-mute-usage');
    await ctx.services.stores.alertSettings.update(ctx.account.id, { mutedUntil: ctx.now() + minutes * 60_000 });
    await ctx.audit(msg('audit-alerts-muted', { count: minutes }));
    return null;
  },
);

const unmute = ownerChange(
  'unmute',
  () => t('cmd-alerts-action-unmute'),
  commandArguments({}),
  async (ctx) => {
    await ctx.services.stores.alertSettings.update(ctx.account.id, { mutedUntil: null });
    await ctx.audit(msg('audit-alerts-unmuted'));
    return null;
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
      return null;
    },
  );
}

const lowstock = typedVerb<{ value?: string | undefined; threshold?: string | undefined }, AlertSettingsFacts, never, ChangeStore>(
  'alerts',
  {
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
    stores: CHANGE_STORES,
    async run(ctx, args) {
      const typed = listingIdInput.safeParse(args.value ?? '');
      const at = args.threshold === 'off' ? null : Number(args.threshold);
      if (!typed.success || (at !== null && (!Number.isInteger(at) || at < 0))) return refused('refused', t('alerts-lowstock-usage'));
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
    chat: settingsChat,
  },
);

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
      return null;
    }
    const time = clockTimeInput.safeParse(args.value ?? '');
    const timeZone = timeZoneInput.safeParse(args.threshold ?? '');
    if (!time.success || !timeZone.success) return t('alerts-digest-usage');
    await alertSettings.update(ctx.account.id, { digest: { time: time.data, timeZone: timeZone.data } });
    await ctx.audit(msg('audit-alerts-digest', { time: time.data, timeZone: timeZone.data }));
    return null;
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
      if (!role.success) return t('alerts-role-usage');
      await alertSettings.update(ctx.account.id, { escalationRole: role.data });
      await ctx.audit(role.data === null ? msg('audit-alerts-role-off') : msg('audit-alerts-role'));
      return null;
    }
    const typed = [args.value, args.threshold].filter((part) => part !== undefined).join(' ');
    const ladder: { ok: true; steps: EscalationStep[] } | { ok: false; problem: string } =
      typed === 'off' || typed === 'default'
        ? { ok: true, steps: typed === 'off' ? [] : [...DEFAULT_ESCALATION] }
        : parseEscalationLadder(typed);
    if (!ladder.ok) return ladder.problem;
    await alertSettings.update(ctx.account.id, { escalation: ladder.steps });
    await ctx.audit(ladderAudit(ladder.steps));
    return null;
  },
);

const autopilot = ownerChange(
  'autopilot',
  () => t('cmd-alerts-action-autopilot'),
  commandArguments({ value: value(() => t('cmd-alerts-autopilot-value')) }),
  async (ctx, args) => {
    const chosen = z.enum(AUTOPILOT_ALERT_MODES).safeParse(args.value?.toLowerCase());
    if (!chosen.success) return t('alerts-autopilot-usage');
    await ctx.services.stores.alertSettings.update(ctx.account.id, { autopilot: chosen.data });
    await ctx.audit(msg('audit-alerts-autopilot', { mode: chosen.data }));
    return null;
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
      return null;
    }
    const chosen = matchLocale(args.value);
    if (chosen === null) return t('alerts-language-usage', { known: supportedLocales().join(', ') });
    await languages.setForTeam(ctx.account.id, chosen);
    await ctx.audit(msg('audit-alerts-language', { language: ownName(chosen) }));
    return null;
  },
);

export const alerts = verbCommand({
  id: 'alerts',
  description: () => t('cmd-alerts'),
  details: () => t('cmd-alerts-details'),
  scopes: ['private', 'group'],
  defaultVerb: 'show',
  verbs: [
    alertsShow,
    mode,
    reminders,
    alertsMute,
    unmute,
    switchAlerts(false),
    switchAlerts(true),
    lowstock,
    digest,
    escalation,
    autopilot,
    language,
  ],
});
