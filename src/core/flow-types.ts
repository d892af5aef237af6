import type { Message } from '../i18n/index.js';
import type { Reply } from '../domain/reply.js';

export type FlowInput =
  | { type: 'start' }
  | { type: 'text'; text: string }
  | { type: 'file'; filename: string; contentType: string; data: Uint8Array }
  | { type: 'choice'; choice: string }
  | { type: 'form'; values: Record<string, string> };

/** The data a flow keeps between steps: plain JSON, never goods or keys (those go in `secret`, sealed). */
export type FlowData = Record<string, unknown>;

export interface FlowStart {
  kind: string;
  step: string;
  data: FlowData;
  /** Goods or another secret the next step needs; sealed by the vault, bound to the flow's token. */
  secret?: string;
}

export interface FlowView {
  token: string;
  kind: string;
  step: string;
  data: FlowData;
  /** The sealed secret opened again, or null. */
  secret: string | null;
  /** A button action answering this flow with `choice` (at most 40 characters). */
  choiceAction(choice: string): string;
  /** True for the first caller only: exactly-once steps (a confirmation) claim before acting. */
  claim(name: string): Promise<boolean>;
  /** Gives a claim back when the claimed call was never made, so a retry may claim it again. */
  release(name: string): Promise<void>;
}

export interface FlowStep {
  replies: Reply[];
  /** Continue at this step; absent ends the flow. */
  next?: { step: string; data: FlowData; secret?: string | null };
  /**
   * The flow completed: a later press of its buttons answers "already done" with this summary.
   * A keyed message is worded for whoever presses; a string stays as it was written.
   */
  done?: Message | string;
}
