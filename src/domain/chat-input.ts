import type { Platform } from './platform.js';

/** The person talking to Hawker, as the platform identifies them. */
export interface ChatActor {
  platform: Platform;
  userId: string;
  displayName?: string;
}

/** Where they are talking: a private chat (DM) or a group/server channel. */
export interface ChatPlace {
  platform: Platform;
  chatId: string;
  kind: 'private' | 'group';
  /** Discord server id, when in a server. */
  guildId?: string;
}

/** A reference to one message on one platform, for replies, edits and alerts. */
export interface MessageRef {
  platform: Platform;
  chatId: string;
  messageId: string;
}

/** What an adapter parsed from the platform's event; the core does the rest. */
export type ChatInput =
  /** `/name args...`; Discord slash options arrive as `options`, a sub-command as `verb`. */
  | { type: 'command'; name: string; text: string; options?: Record<string, string | number | boolean>; verb?: string }
  /** A button press carrying the action id the core put on it. */
  | { type: 'action'; action: string }
  /** A plain message; `replyTo` when it answers an earlier message (an alert, a prompt). */
  | { type: 'text'; text: string; replyTo?: MessageRef }
  /** A file or picture the person sent, already downloaded by the adapter. */
  | { type: 'file'; filename: string; contentType: string; data: Uint8Array; caption?: string; replyTo?: MessageRef }
  /** A submitted form (Discord modal) answering a prompt with that form id. */
  | { type: 'form'; formId: string; values: Record<string, string> };

export interface ChatEvent {
  actor: ChatActor;
  place: ChatPlace;
  input: ChatInput;
  /** The person's own message, so a reply can ask for it to be deleted. */
  message?: MessageRef;
  /**
   * The language the platform says the person uses (Telegram's `language_code`, Discord's
   * interaction `locale`, the terminal's system locale): taken on first contact only.
   */
  locale?: string;
}
