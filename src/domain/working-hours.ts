import { z } from 'zod';
import { WEEKDAYS } from './local-time.js';

/** A shop's weekly working hours as kept: each range in minutes after local midnight of its weekday. */
export const workingHoursSchema = z.object({
  timeZone: z.string(),
  ranges: z.array(z.object({ day: z.enum(WEEKDAYS), start: z.number().int(), end: z.number().int() })),
});
export type WorkingHours = z.infer<typeof workingHoursSchema>;
