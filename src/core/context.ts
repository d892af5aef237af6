import type { SellerApi } from '../api/seller-api.js';
import type { SellerAccount } from '../store/account-store.js';
import type { Role } from '../domain/roles.js';
import type { CommandInfo } from './command-info.js';
import type { ChatActor, ChatPlace, MessageRef } from '../domain/chat-input.js';
import type { FlowStart } from './flow-types.js';
import type { Message } from '../i18n/index.js';
import type { Reply } from '../domain/reply.js';
import type { CommandServices, StoreName } from './narrow-stores.js';

/**
 * Who is asking and where: enough for commands about the person themselves. `S`: the stores the
 * command declared; a helper names the ones it uses (`AccountContext<'away'>`), none by default.
 */
export interface PersonContext<S extends StoreName = never> {
  services: CommandServices<S>;
  actor: ChatActor;
  place: ChatPlace;
  identityId: string;
  /** The person's own message, when the adapter passed it. */
  message?: MessageRef;
  /** The command came from a button press (paging, state changes replace the message). */
  viaAction: boolean;
  now(): number;
  commands(): CommandInfo[];
  /** A button action that runs this command text for the presser, stored in Redis when too long for callback data. */
  actionFor(commandText: string): Promise<string>;
  /** Starts a multi-step flow owned by this person in this place; returns its first replies. */
  startFlow(start: FlowStart): Promise<Reply[]>;
  /** Ends the flow this person is in here; false when there was none. */
  cancelFlow(): Promise<boolean>;
}

/**
 * A command acting on a seller account: the account and the asker's role on it. It has no
 * marketplace client: only a declaration that says it uses the marketplace gets one, and with
 * it the key and budget checks (`MarketplaceContext`).
 */
export interface AccountContext<S extends StoreName = never> extends PersonContext<S> {
  account: SellerAccount;
  role: Role;
  /**
   * Runs one write and leaves an audit entry either way (who, what, when; the summary
   * never holds goods or keys). Errors propagate to dispatch, which words them.
   */
  write<T>(summary: Message, call: () => Promise<T>, action?: string): Promise<T>;
  /** Records an audit entry for a write that needed no marketplace call (team, alerts). */
  audit(summary: Message, action?: string): Promise<void>;
}

/** An account's context for a handler declared `marketplace: 'needed'` (and every account flow): the key was not refused. */
export interface MarketplaceContext<S extends StoreName = never> extends AccountContext<S> {
  api: SellerApi;
}

/** For a handler declared `marketplace: 'if-key-accepted'`: the client, or null while the account's key is refused. */
export interface KeyAcceptedContext<S extends StoreName = never> extends AccountContext<S> {
  api: SellerApi | null;
}
