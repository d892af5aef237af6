import { z } from 'zod';
import { ALERT_MODES } from '../../store/alert-settings-store.js';
import { argument, commandArguments } from '../command-arguments.js';
import { accountCommand } from '../command.js';
import { countOf } from '../format/plural.js';
import { formatRelative, formatUtc } from '../format/time.js';
import { listingIdInput, locateListing } from '../listing-lookup.js';
import { errorReply } from '../reply-helpers.js';
import { DEFAULT_ESCALATION, describeLadder, parseEscalationLadder } from '../guard/escalation-ladder.js';
import { clockTimeInput, timeZoneInput } from '../stats/local-clock.js';

/** `<@&123…>` as Discord writes a role mention into a text option, a bare role id, or `off`. */
const discordRoleInput = z
  .string()
  .trim()
  .regex(/^(<@&\d{1,20}>|\d{1,20}|off)$/)
  .transform((text) => (text === 'off' ? null : text.replace(/\D/g, '')));

const ACTIONS = ['show', 'mode', 'reminders', 'mute', 'unmute', 'off', 'on', 'lowstock', 'digest', 'escalation'] as const;

export const alerts = accountCommand({
  id: 'alerts',
  description: 'Where order alerts go and when: mode, reminders, mute',
  details:
    '`alerts mode private|team|both`, `alerts reminders 30,10` (minutes before the deadline), `alerts mute 60` (minutes), `alerts unmute`, `alerts off|on`, `alerts lowstock <listing> <n|off>`, `alerts digest 21:00 Europe/Berlin` (a daily sales summary) or `alerts digest off`, `alerts escalation operators 10m 50%, team 75%, everyone 90%` (who is called as a deadline nears), `alerts escalation off|default`, `alerts escalation role @Sellers|off` (a Discord role the later steps ping).',
  ...commandArguments({
    action: argument(z.enum(ACTIONS).default('show'), { description: 'What to change' }),
    value: argument(z.string().trim().optional(), {
      description: 'Mode, reminders (30,10), mute minutes, lowstock listing, digest time or first escalation step',
    }),
    threshold: argument(z.string().trim().optional(), {
      description: 'lowstock: stock to tell at (or off); digest: time zone (Europe/Berlin); escalation: the other steps',
      rest: true,
    }),
  }),
  role: 'owner',
  writes: true,
  usesMarketplace: false,
  scopes: ['private', 'group'],
  async run(ctx, args) {
    const { alertSettings, accounts } = ctx.services.stores;
    const id = ctx.account.id;
    switch (args.action) {
      case 'mode': {
        const mode = z.enum(ALERT_MODES).safeParse(args.value);
        if (!mode.success) return errorReply('Say where alerts go: `alerts mode private`, `team` or `both`.');
        if (mode.data === 'team' && (await ctx.services.stores.team.placesOf(id)).length === 0) {
          return errorReply(
            'No group or channel is linked to this account yet, so team alerts would reach nobody. Send `team link` in the group first, then `alerts mode team`. Alerts keep going to private chats meanwhile.',
          );
        }
        await alertSettings.update(id, { mode: mode.data });
        await ctx.audit(`alerts go to ${mode.data}`);
        break;
      }
      case 'reminders': {
        const minutes = (args.value ?? '').split(',').map((part) => Number(part.trim()));
        if (minutes.length === 0 || minutes.some((value) => !Number.isInteger(value) || value < 1 || value > 7 * 24 * 60)) {
          return errorReply('Give reminder times in minutes before the deadline, comma-separated: `alerts reminders 30,10`.');
        }
        await alertSettings.update(id, { reminderMinutes: minutes });
        await ctx.audit(`reminders at ${minutes.map((each) => countOf(each, 'minute')).join(', ')} before the deadline`);
        break;
      }
      case 'mute': {
        const minutes = Number(args.value ?? '60');
        if (!Number.isInteger(minutes) || minutes < 1 || minutes > 7 * 24 * 60)
          return errorReply('Mute for 1 to 10080 minutes: `alerts mute 60`.');
        await alertSettings.update(id, { mutedUntil: ctx.now() + minutes * 60_000 });
        await ctx.audit(`muted alerts for ${countOf(minutes, 'minute')}`);
        break;
      }
      case 'unmute':
        await alertSettings.update(id, { mutedUntil: null });
        await ctx.audit('unmuted alerts');
        break;
      case 'off':
      case 'on':
        await accounts.setAlertsEnabled(id, args.action === 'on');
        await ctx.audit(`turned alerts ${args.action}`);
        break;
      case 'lowstock': {
        const typed = listingIdInput.safeParse(args.value ?? '');
        const threshold = args.threshold === 'off' ? null : Number(args.threshold);
        if (!typed.success || (threshold !== null && (!Number.isInteger(threshold) || threshold < 0))) {
          return errorReply('Say which listing and at what stock: `alerts lowstock <listing> 5`, or `off`.');
        }
        const { row } = await locateListing(ctx.api, typed.data);
        const thresholds = { ...(await alertSettings.get(id)).lowStockThresholds };
        if (threshold === null) delete thresholds[row.id];
        else thresholds[row.id] = threshold;
        await alertSettings.update(id, { lowStockThresholds: thresholds });
        await ctx.audit(
          threshold === null ? `no low-stock alert for "${row.title}"` : `low-stock alert for "${row.title}" at ${threshold}`,
        );
        break;
      }
      case 'digest': {
        if (args.value === 'off') {
          await alertSettings.update(id, { digest: null });
          await ctx.audit('no daily sales digest');
          break;
        }
        const time = clockTimeInput.safeParse(args.value ?? '');
        const timeZone = timeZoneInput.safeParse(args.threshold ?? '');
        if (!time.success || !timeZone.success) {
          return errorReply(
            'Give the time and your time zone: `alerts digest 21:00 Europe/Berlin` (24-hour clock, a zone name like America/New_York or UTC), or `alerts digest off`.',
          );
        }
        await alertSettings.update(id, { digest: { time: time.data, timeZone: timeZone.data } });
        await ctx.audit(`daily sales digest at ${time.data} ${timeZone.data}`);
        break;
      }
      case 'escalation': {
        if (args.value === 'role') {
          const role = discordRoleInput.safeParse(args.threshold ?? '');
          if (!role.success)
            return errorReply(
              'Name the Discord role the team and everyone steps ping: `alerts escalation role @Sellers` (in Discord), or `alerts escalation role off`.',
            );
          await alertSettings.update(id, { escalationRole: role.data });
          await ctx.audit(role.data === null ? 'escalation pings no Discord role' : 'escalation pings a Discord role');
          break;
        }
        const typed = [args.value, args.threshold].filter((part) => part !== undefined).join(' ');
        if (typed === 'off' || typed === 'default') {
          const steps = typed === 'off' ? [] : [...DEFAULT_ESCALATION];
          await alertSettings.update(id, { escalation: steps });
          await ctx.audit(`escalation ${describeLadder(steps)}`);
          break;
        }
        const ladder = parseEscalationLadder(typed);
        if (!ladder.ok) return errorReply(ladder.problem);
        await alertSettings.update(id, { escalation: ladder.steps });
        await ctx.audit(`escalation ${describeLadder(ladder.steps)}`);
        break;
      }
      case 'show':
        break;
    }
    if (args.action !== 'show') await ctx.services.stores.schedule.dueNow(id, ctx.now());
    const settings = await alertSettings.get(id);
    const enabled = (await accounts.get(id))?.alertsEnabled ?? false;
    const targets = await alertSettings.privateTargets(id);
    const places = await ctx.services.stores.team.placesOf(id);
    return {
      title: `Alerts of ${ctx.account.label}`,
      fields: [
        { label: 'Alerts', value: enabled ? 'on' : 'off (no polling)', inline: true },
        { label: 'Mode', value: settings.mode, inline: true },
        {
          label: 'Reminders',
          value:
            settings.reminderMinutes.length > 0
              ? settings.reminderMinutes.map((value) => `${value} min`).join(', ') + ' before the deadline'
              : 'none',
          inline: true,
        },
        {
          label: 'Muted',
          value:
            settings.mutedUntil !== null && settings.mutedUntil > ctx.now()
              ? `until ${formatUtc(settings.mutedUntil)}, ${formatRelative(settings.mutedUntil, ctx.now())}`
              : 'no',
        },
        { label: 'Private chats', value: `${targets.length} (members add or remove theirs with \`notify on|off\`)`, inline: true },
        { label: 'Linked groups', value: String(places.length), inline: true },
        {
          label: 'Daily sales digest',
          value: settings.digest === null ? 'off' : `${settings.digest.time} ${settings.digest.timeZone}, skipped on days without sales`,
          inline: true,
        },
        {
          label: 'Escalation',
          value:
            settings.escalation.length === 0
              ? 'off'
              : `${describeLadder(settings.escalation)} of the time to the deadline, whichever first (\`alerts escalation\` changes it)${settings.escalationRole === null ? '' : `; pings <@&${settings.escalationRole}> in Discord`}`,
        },
        {
          label: 'Low-stock alerts',
          value:
            Object.keys(settings.lowStockThresholds).length === 0
              ? 'none'
              : Object.entries(settings.lowStockThresholds)
                  .map(([listingId, at]) => `${listingId.slice(0, 8)} at ${at}`)
                  .join(', '),
        },
      ],
    };
  },
});
