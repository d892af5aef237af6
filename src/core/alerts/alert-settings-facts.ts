import { roleAtLeast } from '../../domain/roles.js';
import type { EscalationStep } from '../../domain/escalation-step.js';
import type { AlertSettings, AutopilotAlertMode, PrivateRecipient } from '../../store/alert-settings-store.js';
import type { AccountContext } from '../context.js';
import { memberId } from '../format/member-id.js';

/** A member who gets the alerts privately, the platforms they get them on, and whether the asker may stop them (`notify off`). */
export interface AlertRecipientFacts {
  member_id: string;
  platforms: PrivateRecipient['targets'][number]['platform'][];
  actions: 'stop_alerts'[];
}

/** A shop's alert settings as they are now: what `alerts` shows and every change of them answers with. */
export interface AlertSettingsFacts {
  enabled: boolean;
  mode: AlertSettings['mode'];
  reminder_minutes: number[];
  /** When the mute ends (ms); null when not muted. */
  muted_until: number | null;
  /** Private chats the alerts go to, every recipient's counted. */
  private_chats: number;
  /** Groups and channels linked to the shop. */
  linked_chats: number;
  recipients: AlertRecipientFacts[];
  digest: { time: string; time_zone: string } | null;
  escalation: { steps: EscalationStep[]; discord_role: string | null };
  autopilot: AutopilotAlertMode;
  low_stock: { listing_id: string; threshold: number }[];
  /** The language the team's alerts are in, and whether the owner chose it (else it follows the owner's own). */
  language: { locale: string; chosen: boolean };
}

export async function alertSettingsFacts(
  ctx: AccountContext<'alertSettings' | 'accounts' | 'languages' | 'team'>,
): Promise<AlertSettingsFacts> {
  const { alertSettings, accounts, languages, team } = ctx.services.stores;
  const id = ctx.account.id;
  const settings = await alertSettings.get(id);
  const enabled = (await accounts.get(id))?.alertsEnabled ?? false;
  const recipients = await alertSettings.privateRecipients(id);
  const places = await team.placesOf(id);
  const teamChoice = await languages.teamChoice(id);
  return {
    enabled,
    mode: settings.mode,
    reminder_minutes: settings.reminderMinutes,
    muted_until: settings.mutedUntil !== null && settings.mutedUntil > ctx.now() ? settings.mutedUntil : null,
    private_chats: recipients.reduce((count, recipient) => count + recipient.targets.length, 0),
    linked_chats: places.length,
    recipients: recipients.map((recipient) => ({
      member_id: memberId(recipient.identityId),
      platforms: recipient.targets.map((target) => target.platform),
      // `notify off <member>`: a member stops their own, the owner anyone's.
      actions: recipient.identityId === ctx.identityId || roleAtLeast(ctx.role, 'owner') ? ['stop_alerts'] : [],
    })),
    digest: settings.digest === null ? null : { time: settings.digest.time, time_zone: settings.digest.timeZone },
    escalation: { steps: [...settings.escalation], discord_role: settings.escalationRole },
    autopilot: settings.autopilot,
    low_stock: Object.entries(settings.lowStockThresholds).map(([listingId, threshold]) => ({ listing_id: listingId, threshold })),
    language: teamChoice === null ? { locale: await languages.ofTeam(id), chosen: false } : { locale: teamChoice, chosen: true },
  };
}
