import { z } from 'zod';

/**
 * Who or what made the shop away or back: a person (as they were named then), or one of
 * Hawker's own rules. A discriminant, not a name: a person may be called anything,
 * "working hours" included, and is still a person.
 */
const awayOriginSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('person'), identityId: z.string().nullable(), name: z.string() }),
  z.object({ kind: z.literal('working_hours') }),
  z.object({ kind: z.literal('swamped_rule') }),
  z.object({ kind: z.literal('away_time_end') }),
]);
export type AwayOrigin = z.infer<typeof awayOriginSchema>;

export const WORKING_HOURS: AwayOrigin = { kind: 'working_hours' };
export const SWAMPED_RULE: AwayOrigin = { kind: 'swamped_rule' };
export const AWAY_TIME_END: AwayOrigin = { kind: 'away_time_end' };

/** The texts states stored before the origin was typed used for the rules; any other text was a person's name. */
const LEGACY_MARKERS: Record<string, AwayOrigin> = {
  'working hours': WORKING_HOURS,
  'the swamped rule': SWAMPED_RULE,
  'the end of the away time': AWAY_TIME_END,
};

/**
 * An origin as stored, read in either shape. States written before the origin was typed
 * hold a plain text; they are read rather than dropped because a shop away right now
 * would otherwise look on sale (`back` would find nothing to undo, the swamped rule would
 * never bring it back). An old text equal to a marker cannot be told from a person of
 * that name, and is read as the rule, as that release did; every state written since is
 * unambiguous.
 */
export const storedAwayOriginSchema = z.union([
  awayOriginSchema,
  z.string().transform((text): AwayOrigin => LEGACY_MARKERS[text] ?? { kind: 'person', identityId: null, name: text }),
]);
