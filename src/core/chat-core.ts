import type { ChatActor, ChatEvent, ChatPlace, MessageRef } from '../domain/chat-input.js';
import type { CommandInfo } from './command-info.js';
import type { FileOffer, FileVerdict } from './file-offer.js';
import type { Reply } from '../domain/reply.js';

export interface Suggestion {
  label: string;
  value: string;
}

/**
 * What every adapter talks to. Adapters parse platform events into ChatEvents,
 * hand them here, and render the replies; they import only types from src/core.
 */
export interface ChatCore {
  handle(event: ChatEvent): Promise<Reply[]>;
  /** Registry metadata for help, Telegram's setMyCommands and Discord's slash commands. */
  commands(): CommandInfo[];
  /** Autocomplete for listing and order ids from the asking person's active seller account. */
  suggest(actor: ChatActor, place: ChatPlace, kind: 'listing' | 'order', typed: string): Promise<Suggestion[]>;
  /** Asked before downloading a file someone sent: is it wanted here, and how large may it be. */
  judgeFile(offer: FileOffer): Promise<FileVerdict>;
  /**
   * Records the button actions of a message Hawker sent (or edited), so a press may replace
   * only it. `privateChatOf` names the person when the message is in their private chat.
   */
  rememberButtons(message: MessageRef, actions: readonly string[], privateChatOf?: ChatActor): Promise<void>;
  /** True when a press with this action may replace that message: Hawker put the action on it (see `ButtonRecords`). */
  messageCarriesAction(message: MessageRef, action: string, privateChatOf?: ChatActor): Promise<boolean>;
  /**
   * The page this person's private-chat menu button should open (the dashboard as a Web App),
   * or null to leave it; absent where the core serves no dashboard.
   */
  dashboardMenu?(actor: ChatActor): Promise<string | null>;
}
