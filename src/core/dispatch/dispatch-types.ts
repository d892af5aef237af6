import type { AttemptLimit } from '../../store/attempt-limit.js';
import type { Role } from '../../domain/roles.js';
import type { ChatActor, ChatPlace } from '../../domain/chat-input.js';
import type { PersonContext } from '../context.js';
import type { FlowEngine } from '../flow-engine.js';
import type { CommandRegistry } from '../registry.js';
import type { CoreServices } from '../services.js';

/** What every dispatch stage works with: the core's services, its commands, its conversations and the person call limit. */
export interface DispatchParts {
  services: CoreServices;
  registry: CommandRegistry;
  engine: FlowEngine;
  /** Every person's calls on chat and the dashboard (`PERSON_CALL_LIMIT`); API tokens are counted per HTTP call by the API server. */
  calls: AttemptLimit;
}

/** Who asks, where, and what they may act on: the part of a context known before any account is. */
export type Base = Pick<PersonContext, 'actor' | 'place' | 'identityId' | 'message' | 'viaAction'> & {
  /** An HTTP API token: its one shop and role stand where a person's team roles would. */
  granted?: TokenGrant;
  /** A dashboard session: the one shop it was opened on, where the person's team role is read on every call (none elsewhere). */
  onlyAccount?: string;
};

/** What an API token grants: exactly one role on one shop (`ApiTokenStore`). */
export interface TokenGrant {
  /** The token's id: its identity's login on the `api` platform. */
  id: string;
  label: string;
  accountId: string;
  role: Role;
}

/**
 * What a dashboard session stands for: a person, as their own platform login and display
 * name, on one shop. No role is kept: dispatch reads the person's team role on each call.
 */
export interface DashboardGrant {
  /** The session's id (never its token): the page is a place of its own, where the person's conversations are kept. */
  sessionId: string;
  accountId: string;
  actor: ChatActor;
}

/** What the dashboard page asks of the core: a command (named values, or its arguments as typed), a press, or a file (with the command its caption types). */
export type DashboardInput =
  | { type: 'command'; name: string; verb?: string; values: Record<string, string | number | boolean>; text: string }
  | { type: 'action'; action: string }
  | { type: 'form'; formId: string; values: Record<string, string> }
  | { type: 'file'; filename: string; contentType: string; data: Uint8Array; caption?: string };

/** Who calls the typed entry: an API token, or a dashboard session's person. */
export type Caller = { type: 'token'; grant: TokenGrant } | { type: 'dashboard'; session: DashboardGrant };

/** The page as a place: private, one per session, so two open pages keep their conversations apart. */
export function dashboardPlace(sessionId: string): ChatPlace {
  return { platform: 'dashboard', chatId: sessionId, kind: 'private' };
}

/** The flow that holds a command's question until Confirm or Cancel is pressed. */
export const CONFIRM_FLOW = 'confirm';

/** What a log line may hold of an error: its class and message, which never carry keys or goods. */
export function describe(error: unknown): { type: string; message: string } {
  return error instanceof Error ? { type: error.name, message: error.message } : { type: typeof error, message: 'non-error thrown' };
}
