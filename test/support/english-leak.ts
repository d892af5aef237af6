import { LISTING_STATUSES } from '../../src/api/schemas/listing.js';
import { allCommands } from '../../src/core/commands/index.js';
import { ESCALATION_AUDIENCES } from '../../src/domain/escalation-step.js';
import { BREAKDOWNS, NAMED_PERIODS } from '../../src/core/stats/stats-query.js';
import { ALERT_MODES } from '../../src/store/alert-settings-store.js';
import { ROLES } from '../../src/domain/roles.js';
import { handlersOf } from '../../src/core/registry.js';

/**
 * Words that stay as they are in every language: command and argument names (what people
 * type), the product's and the marketplace's names, units and formats.
 */
const ALWAYS_ALLOWED = new Set(
  [
    'Hawker',
    'UTC',
    'USD',
    'API',
    'HTTP',
    'CSV',
    'PNG',
    'JSON',
    'txt',
    'csv',
    'png',
    'jpg',
    'jpeg',
    'webp',
    'id',
    'ids',
    'Telegram',
    'Discord',
    'Seller',
    'Seller API',
    // The language menu names each language in itself: English is "English" to every reader.
    'English',
    // The marketplace's listing statuses, which a seller types to filter (`listings status=active,draft`).
    ...LISTING_STATUSES,
    // The words arguments take as typed, which help and the menus name in every language:
    // `stats today by game`, `alerts mode both`, `alerts escalation operators 10m, default, role`,
    // `team invite viewer`, `away now for 3h`, `away now until 08:00`, `restock <id> set 5`.
    'by',
    ...Object.keys(NAMED_PERIODS),
    ...BREAKDOWNS,
    ...ALERT_MODES,
    ...ESCALATION_AUDIENCES,
    ...ROLES,
    'off',
    'default',
    'role',
    'now',
    'for',
    'until',
    'set',
    'add',
    'remove',
    ...allCommands()
      .flatMap(handlersOf)
      .flatMap((command) => [
        command.id,
        ...(command.role === 'none' || command.verb === undefined ? [] : [command.verb]),
        ...command.arguments.map((argument) => argument.name),
      ]),
    ...allCommands()
      .flatMap(handlersOf)
      .flatMap((command) => command.arguments.flatMap((argument) => argument.choices ?? [])),
  ].map((word) => word.toLowerCase()),
);

/**
 * The English a person reading another language would still find in `text`: every word
 * of Latin letters that is not a command, an id or something the marketplace or the
 * seller wrote (pass those as `allowed`: listing titles, game names, codes).
 */
export function englishLeaks(text: string, allowed: readonly string[] = []): string[] {
  let rest = text;
  // Whole phrases first: a title like "Starfall crystals" is allowed as written, not word by word.
  // A phrase counts only as a whole: an allowed "eu" leaves the "eu" inside another word alone.
  for (const phrase of [...allowed].sort((a, b) => b.length - a.length)) {
    if (phrase.trim() === '') continue;
    const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    rest = rest.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
  }
  // Inline code is a command or value to type; uuids, hex ids, paths, addresses, identifiers
  // (snake_case, what a buyer filled in) and masked goods are not words of any language.
  rest = rest
    .replace(/`[^`]*`/g, ' ')
    .replace(/\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, ' ')
    .replace(/\b[0-9a-f]{6,}\b/gi, ' ')
    // A code mixes letters and digits (an invite code's start, a goods code): no language's word.
    .replace(/\b(?=[A-Za-z-]*\d)(?=[\d-]*[A-Za-z])[A-Za-z\d-]+/g, ' ')
    // A value cut short with an ellipsis is the start of a code (an invite listed by its first characters).
    .replace(/[A-Za-z\d-]+…/g, ' ')
    .replace(/\S*(?:[_/\\•@]|https?:)\S*/g, ' ');
  const words = rest.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  return [...new Set(words.filter((word) => !ALWAYS_ALLOWED.has(word.toLowerCase()) && !/\d/.test(word)))];
}

/** The English a reader of `language` would find in `text`: none can leak to a reader of English. */
export function englishLeaksFor(language: string, text: string, allowed: readonly string[] = []): string[] {
  return language === 'en' ? [] : englishLeaks(text, allowed);
}
