import { z } from 'zod';
import { parsePrice } from './money.js';

/**
 * A cost as a seller types it: `off` clears it, `0` is a cost of nothing (goods the seller
 * makes themselves), and anything else is read as `price` reads an amount, with its sentences.
 */
export const costInput = z.string().transform((raw, ctx): number | 'off' => {
  const typed = raw.trim().toLowerCase();
  if (typed === 'off') return 'off';
  if (/^\$?0+([.,]0{1,2})?c?$/.test(typed)) return 0;
  const reading = parsePrice(raw);
  if (reading.ok) return reading.cents;
  ctx.addIssue({ code: 'custom', message: reading.message });
  return z.NEVER;
});
