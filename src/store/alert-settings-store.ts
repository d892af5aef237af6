import type { RedisConnection } from '../runtime/redis-connection.js';
import { z } from 'zod';
import { DEFAULT_ESCALATION, escalationStepSchema, type EscalationStep } from '../domain/escalation-step.js';
import type { AlertTarget } from '../domain/alert-target.js';
import { accountRecordKey, fieldsWithPrefix, PRIVATE_TARGET_FIELD } from './records.js';
import type { TeamStore } from './team-store.js';
import type { IdentityStore, PlatformUser } from './identity-store.js';
import { keyScope } from './key-scope.js';
import { roleAtLeast, type Role } from '../domain/roles.js';

/** The role that may ask for alerts in a private chat (`notify on`), and keeps getting them only while held. */
const PRIVATE_ALERTS_ROLE: Role = 'operator';

/** One person who gets the account's alerts privately, with the private chats they get them in. */
export interface PrivateRecipient {
  identityId: string;
  targets: AlertTarget[];
}

export const ALERT_MODES = ['private', 'team', 'both'] as const;
type AlertMode = (typeof ALERT_MODES)[number];

/**
 * How an order autopilot delivered reaches people: `quiet`, posted without a notification
 * sound; `digest`, only counted in the daily digest; `loud`, posted like any alert. An order
 * autopilot gives to people is always alerted loudly.
 */
export const AUTOPILOT_ALERT_MODES = ['quiet', 'digest', 'loud'] as const;
export type AutopilotAlertMode = (typeof AUTOPILOT_ALERT_MODES)[number];

export interface AlertSettings {
  /** `private`: the people who asked for alerts in their DMs; `team`: the linked groups/channels. */
  mode: AlertMode;
  /** Reminders before an order's deadline, in minutes left, largest first. */
  reminderMinutes: number[];
  /** Epoch ms; alerts stay quiet until then. */
  mutedUntil: number | null;
  /** Listing id -> stock at or under which the team is told. */
  lowStockThresholds: Record<string, number>;
  /** A summary of the day's sales at this local time (`HH:MM`, IANA time zone), or none. */
  digest: DigestTime | null;
  /** Who is called as an order's deadline nears undelivered; empty when the owner turned it off. */
  escalation: EscalationStep[];
  /** A Discord role the `team` and `everyone` steps ping in linked Discord channels; null: none. */
  escalationRole: string | null;
  /** How an order autopilot delivered is posted. */
  autopilot: AutopilotAlertMode;
}

interface DigestTime {
  time: string;
  timeZone: string;
}

/** A fresh copy each time (callers change what they get); built by hand, `structuredClone` costs more than the read. */
function defaultAlertSettings(): AlertSettings {
  return {
    mode: 'both',
    reminderMinutes: [30, 10],
    mutedUntil: null,
    lowStockThresholds: {},
    digest: null,
    escalation: DEFAULT_ESCALATION.map((step) => ({ ...step })),
    escalationRole: null,
    autopilot: 'quiet',
  };
}

const DEFAULT_ALERT_SETTINGS = defaultAlertSettings();

const settingsSchema = z.object({
  mode: z.enum(ALERT_MODES).catch(DEFAULT_ALERT_SETTINGS.mode),
  reminderMinutes: z.array(z.number().int().positive()).catch(DEFAULT_ALERT_SETTINGS.reminderMinutes),
  mutedUntil: z.number().nullable().catch(null),
  lowStockThresholds: z.record(z.string(), z.number().int().nonnegative()).catch({}),
  digest: z.object({ time: z.string(), timeZone: z.string() }).nullable().catch(null),
  escalation: z.array(escalationStepSchema).catch([...DEFAULT_ESCALATION]),
  escalationRole: z.string().nullable().catch(null),
  // Settings written before this one existed read as the default.
  autopilot: z.enum(AUTOPILOT_ALERT_MODES).catch(DEFAULT_ALERT_SETTINGS.autopilot),
});

/**
 * Where an account's order alerts go and when. Team targets are the places linked
 * in the TeamStore; private targets are the people who asked, kept as fields of the
 * account's record (see records.ts). A target the platform reports gone is disabled
 * everywhere until `enableTarget` (the person writes again, the group is linked again).
 */
export class AlertSettingsStore {
  constructor(
    private readonly redis: RedisConnection,
    private readonly namespace: string,
    private readonly team: TeamStore,
    private readonly identities: IdentityStore,
  ) {}

  async get(accountId: string): Promise<AlertSettings> {
    const raw = await this.redis.get(this.settingsKey(accountId));
    if (raw === null) return defaultAlertSettings();
    const parsed = settingsSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : defaultAlertSettings();
  }

  /** Changes the given fields; reminders are kept unique and largest first. */
  async update(accountId: string, change: Partial<AlertSettings>): Promise<AlertSettings> {
    const next = { ...(await this.get(accountId)), ...change };
    next.reminderMinutes = [...new Set(next.reminderMinutes)].sort((a, b) => b - a);
    await this.redis.set(this.settingsKey(accountId), JSON.stringify(next));
    return next;
  }

  async addPrivateTarget(accountId: string, target: AlertTarget): Promise<void> {
    await this.redis.hset(accountRecordKey(this.namespace, accountId), privateTargetField(target), '');
    await this.enableTarget(target);
  }

  async removePrivateTarget(accountId: string, target: AlertTarget): Promise<void> {
    await this.redis.hdel(accountRecordKey(this.namespace, accountId), privateTargetField(target));
  }

  /** Every private chat asked for, including ones whose person has since lost the role (they get nothing: see `currentOnly`). */
  async privateTargets(accountId: string): Promise<AlertTarget[]> {
    const record = await this.redis.hgetall(accountRecordKey(this.namespace, accountId));
    return fieldsWithPrefix(record, PRIVATE_TARGET_FIELD).map(([target]) => decodePrivateTarget(target));
  }

  /** Stops every private alert of these logins (a member revoked, a login unlinked, the owner removing someone's). */
  async removePrivateTargetsOf(accountId: string, logins: readonly PlatformUser[]): Promise<void> {
    if (logins.length === 0) return;
    await this.redis.hdel(
      accountRecordKey(this.namespace, accountId),
      ...logins.map((login) => privateTargetField({ platform: login.platform, kind: 'user', id: login.userId })),
    );
  }

  /** Who gets the account's alerts privately now, by person, in member-id order. */
  async privateRecipients(accountId: string): Promise<PrivateRecipient[]> {
    const byPerson = new Map<string, AlertTarget[]>();
    for (const target of await this.privateTargets(accountId)) {
      const identityId = await this.currentHolder(accountId, target);
      if (identityId !== null) byPerson.set(identityId, [...(byPerson.get(identityId) ?? []), target]);
    }
    return [...byPerson].map(([identityId, targets]) => ({ identityId, targets })).sort((a, b) => a.identityId.localeCompare(b.identityId));
  }

  /**
   * The targets that may still hear about this account: a private chat only while its
   * person holds at least PRIVATE_ALERTS_ROLE there now, whatever was asked for before
   * (revoked, demoted or unlinked people get nothing, not even edits). Groups and channels pass.
   */
  async currentOnly(accountId: string, targets: readonly AlertTarget[]): Promise<AlertTarget[]> {
    const allowed = await Promise.all(
      targets.map(async (target) => target.kind !== 'user' || (await this.currentHolder(accountId, target)) !== null),
    );
    return targets.filter((_, index) => allowed[index]);
  }

  /** The person behind a private target while they hold the role for private alerts on the account, else null. */
  private async currentHolder(accountId: string, target: AlertTarget): Promise<string | null> {
    const identityId = await this.identities.identityOfLogin(target.platform, target.id);
    if (identityId === null) return null;
    return roleAtLeast(await this.team.roleOf(accountId, identityId), PRIVATE_ALERTS_ROLE) ? identityId : null;
  }

  /** Where an alert for this account goes now: nothing while muted, never a disabled target nor a person without the role. */
  async targetsFor(accountId: string, now = Date.now()): Promise<AlertTarget[]> {
    const settings = await this.get(accountId);
    if (settings.mutedUntil !== null && settings.mutedUntil > now) return [];
    const targets: AlertTarget[] = [];
    const places = settings.mode === 'private' ? [] : await this.team.placesOf(accountId);
    // Team mode with its last group unlinked would lose every alert: private chats keep them until a group is linked.
    if (settings.mode !== 'team' || places.length === 0) targets.push(...(await this.privateTargets(accountId)));
    for (const place of places) targets.push({ platform: place.platform, kind: 'channel', id: place.chatId });
    return this.enabledOnly(await this.currentOnly(accountId, targets));
  }

  /** The targets not switched off because their chat is gone. */
  async enabledOnly(targets: readonly AlertTarget[]): Promise<AlertTarget[]> {
    if (targets.length === 0) return [];
    const disabled = await this.redis.smismember(this.disabledKey(), ...targets.map(encodeTarget));
    return targets.filter((_, index) => disabled[index] !== 1);
  }

  async disableTarget(target: AlertTarget): Promise<void> {
    await this.redis.sadd(this.disabledKey(), encodeTarget(target));
  }

  async enableTarget(target: AlertTarget): Promise<void> {
    await this.redis.srem(this.disabledKey(), encodeTarget(target));
  }

  private settingsKey(accountId: string): string {
    return `${keyScope(this.namespace, accountId)}:alerts:${accountId}:settings`;
  }

  private disabledKey(): string {
    return `${this.namespace}:alerts:disabled-targets`;
  }
}

function encodeTarget(target: AlertTarget): string {
  return JSON.stringify([target.platform, target.kind, target.id]);
}

function privateTargetField(target: AlertTarget): string {
  return `${PRIVATE_TARGET_FIELD}${target.platform}:${target.kind}:${target.id}`;
}

// Platform and kind hold no colon; the id is everything after them.
function decodePrivateTarget(encoded: string): AlertTarget {
  const [platform = '', kind = ''] = encoded.split(':', 2);
  return {
    platform: platform as AlertTarget['platform'],
    kind: kind as AlertTarget['kind'],
    id: encoded.slice(platform.length + kind.length + 2),
  };
}
