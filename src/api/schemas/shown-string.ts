import { z } from 'zod';
import { shownText } from '../../domain/shown-text.js';

/**
 * A marketplace field written by a seller, a buyer or the marketplace's staff that Hawker
 * only shows (titles, game and brand names, moderation notes): read through shownText, so
 * no chat, chart, CSV or digest downstream can show it with fake lines or reversed text.
 */
export const shownString = z.string().transform(shownText);
