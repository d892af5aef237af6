import { z } from 'zod';

/**
 * Who an escalation step calls:
 * - `operators`: every operator, manager and owner of the account, each in their private chat;
 * - `team`: the linked groups and channels, and the owner privately;
 * - `everyone`: the linked groups and channels, and every operator, manager and owner privately.
 */
export const ESCALATION_AUDIENCES = ['operators', 'team', 'everyone'] as const;
export type EscalationAudience = (typeof ESCALATION_AUDIENCES)[number];

export interface EscalationStep {
  audience: EscalationAudience;
  /** Minutes after the order came in; the step fires at this or at `atPercent`, whichever comes first. */
  afterMinutes: number | null;
  /** Share of the time between the order coming in and its deadline, 1–99. */
  atPercent: number;
}

export const escalationStepSchema = z.object({
  audience: z.enum(ESCALATION_AUDIENCES),
  afterMinutes: z.number().int().positive().nullable(),
  atPercent: z.number().int().min(1).max(99),
});

/** Early enough that a sleeping owner's phone rings with most of the time left; late steps add people, not noise. */
export const DEFAULT_ESCALATION: readonly EscalationStep[] = [
  { audience: 'operators', afterMinutes: 10, atPercent: 50 },
  { audience: 'team', afterMinutes: null, atPercent: 75 },
  { audience: 'everyone', afterMinutes: null, atPercent: 90 },
];
