import type { Role } from './roles.js';

export type { DeliveryOutcome, WaitingOrder } from './order-answers.js';

/**
 * The platform-neutral reply every command returns. Adapters render it natively
 * (Telegram message + inline keyboard, Discord embed + components, console text +
 * numbered choices) and never add seller logic of their own.
 */
export interface Reply {
  /** Plain text written by Hawker or sellers; adapters escape it for their markup. */
  text?: string;
  /** A short heading (embed title, bold first line). */
  title?: string;
  tone?: 'info' | 'success' | 'warning' | 'error';
  fields?: ReplyField[];
  list?: PagedList;
  /** Rows of buttons; each row at most 5 buttons (Discord's limit). */
  buttons?: Button[][];
  /** A button that opens an address rather than sending an action back; shown after the reply's own buttons. */
  link?: LinkButton;
  /** The next message the person sends (or the form they fill) answers this. */
  prompt?: Prompt;
  attachments?: Attachment[];
  /** `private`: only the asking person should see it (Discord ephemeral; in a group, Telegram sends it anyway). */
  visibility?: 'private' | 'public';
  /** The person's own message carried a secret (a key, goods): remove it where possible. */
  deleteUserMessage?: boolean;
  /** The reply to a button press replaces the message the button was on (paging, state changes). */
  replaceOriginal?: boolean;
  /** An order alert: a reply to it carrying goods delivers the order. Adapters invite that reply only here. */
  takesGoodsReply?: boolean;
  /**
   * Discord roles to ping (an escalation step the owner pointed at a role). Only Discord
   * needs it: a Telegram group message already reaches the group, a private chat its person.
   */
  pingRoles?: string[];
  /**
   * The language the text was written in (dispatch and the jobs set it): adapters word
   * their own few additions (a hint under an alert, a modal's title) in it too.
   */
  locale?: string;
  /** What the reply says, as data for callers that read no text (the HTTP API, the dashboard); adapters show the text. */
  data?: ReplyData;
}

/** A reply's meaning as data: the answers the HTTP API (see src/api-server/) and the dashboard read. */
export type ReplyData =
  /** A question Confirm answers: pressing `action` does what was asked. */
  | { kind: 'confirm'; action: string }
  /** The asker's role is below the one `needed`. */
  | { kind: 'role-refused'; needed: Role }
  /** The person sent more than the per-person call limit lets through (`src/core/call-limit.ts`); they may call again after `retryAfterSeconds`. */
  | { kind: 'rate-limited'; retryAfterSeconds: number };

/** A shop's health as `account` shows it: no key, only as much of its fingerprint as the text shows. */
export interface AccountStatus {
  id: string;
  name: string;
  /** The asker's role on the shop. */
  role: Role;
  key: { health: 'ok' | 'invalid' | 'suspended'; fingerprint: string };
  alerts_enabled: boolean;
  /** What is left of the key's request budgets this minute; null while the key is refused. */
  budget: { reads: BudgetUse; writes: BudgetUse } | null;
  /** The worker's order polling at the shop's pace; null while alerts are off, as nothing is polled then. */
  polling: { pace: 'fast' | 'idle'; every_seconds: number; reads_per_minute: number; share_percent: number } | null;
  away: AwayStatus;
  /** The last failure of each listing on autopilot that had one, newest first. */
  autopilot_failures: AutopilotFailureData[];
}

export interface BudgetUse {
  used: number;
  remaining: number;
  limit: number;
  /** When the window's oldest request leaves it, freeing one more; null when none was made in the window. */
  next_slot_at: string | null;
}

export interface AwayStatus {
  away: boolean;
  /** When the state began; null when the shop was never switched. */
  since: string | null;
  /** When away ends by itself; null: at `away back` or the next working hours. */
  until: string | null;
  /** A person (named as they were then) or one of Hawker's own rules. */
  by: { kind: 'person'; name: string } | { kind: 'working_hours' | 'swamped_rule' | 'away_time_end' } | null;
}

export interface AutopilotFailureData {
  listing_id: string;
  /** The listing's title when it was put on autopilot. */
  title: string;
  at: string;
  /** Why, in the reader's language. */
  reason: string;
  order_id: string | null;
}

export interface PoolData {
  name: string;
  /** Codes ready to deliver. */
  available: number;
  /** Codes reserved for deliveries under way. */
  held: number;
  /** Codes delivered on `day` (UTC), as `pool <name>` counts them. */
  delivered_today: number;
  day: string;
  /** Below this many available codes the team is told; null when not set. */
  low_at: number | null;
  low: boolean;
  /** What each code cost the seller (`pool cost`), in cents; null when not set. */
  cost_cents: number | null;
  /** The listings autopilot serves from the pool, titled as they were when bound. */
  bound: { listing_id: string; title: string; mode: 'deliver' | 'keep' }[];
}

export interface TeamData {
  members: MemberData[];
  /** Groups and channels linked to the shop. */
  linked_chats: { platform: string; chat_id: string }[];
}

/** Hawker keeps no display name for a member: their logins are what `team` shows. */
interface MemberData {
  /** What `team revoke` takes. */
  member_id: string;
  role: Role;
  /** The asker. */
  you: boolean;
  logins: { platform: string; user_id: string }[];
}

/** An open invite, its code cut to what `team invites` shows and `team cancel` takes. */
export interface InviteData {
  code_start: string;
  role: Role;
  /** The member id of who made it. */
  created_by: string;
  expires_at: string;
}

export interface AuditEntryData {
  at: string;
  actor: { kind: 'person'; name: string; platform: string } | { kind: 'api_token'; name: string } | { kind: 'system'; name: string };
  /** The command id: `price`, `deliver`, `team`. */
  action: string;
  /** What changed, in the reader's language. */
  summary: string;
  /** The error code when the write failed. */
  failed: string | null;
}

export interface ReplyField {
  label: string;
  value: string;
  inline?: boolean;
}

export interface PagedList {
  items: ListItem[];
  /** 1-based. */
  page: number;
  pageCount: number;
  total: number;
  /** Action ids for the neighbouring pages, absent at the ends. */
  previousAction?: string;
  nextAction?: string;
}

export interface ListItem {
  title: string;
  /** One line under the title: status, price, stock. */
  detail?: string;
  /** Opens the item (for example `listing <id>`). */
  action?: string;
}

export interface Button {
  label: string;
  /**
   * Compact action id sent back when pressed. The core guarantees it fits
   * Telegram's 64-byte callback data (and so Discord's 100-character custom_id).
   */
  action: string;
  style?: 'primary' | 'secondary' | 'danger' | 'success';
}

/**
 * Opens `url` in the person's browser. An address carrying a secret (a one-time login) goes
 * only in a reply marked `visibility: 'private'`, so it never reaches a group.
 */
export interface LinkButton {
  label: string;
  url: string;
  /**
   * Open it as a Telegram Web App (a Mini App inside the chat, which sends Telegram's signed
   * init data): the address then carries no secret. Where the platform or chat cannot, it is a
   * plain link to the same address.
   */
  webApp?: boolean;
}

export interface Prompt {
  /**
   * `text`: a free answer; `secret`: an API key (private chat or a modal only);
   * `goods`: codes to deliver (lines or a file; a modal on Discord); `file`: a file or picture.
   */
  kind: 'text' | 'secret' | 'goods' | 'file';
  /** What the person is asked for, shown as the prompt/modal label. */
  label: string;
  placeholder?: string;
  /** Identifies the flow step the answer belongs to; echoed back as a form id. */
  formId: string;
  multiline?: boolean;
  /**
   * The answer is a number (a level, a price). Where a typed number could also press one of
   * the reply's buttons (the terminal), it answers the question instead: `1` at "Skins owned
   * (optional)?" means one skin, not Skip.
   */
  numeric?: boolean;
}

export interface Attachment {
  filename: string;
  contentType: string;
  data: Uint8Array;
}

/** Action ids travel in Telegram callback data, which holds at most 64 bytes. */
export const MAX_ACTION_BYTES = 64;
