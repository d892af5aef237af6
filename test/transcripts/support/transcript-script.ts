// The inputs of the golden transcripts: every registered command and its verbs, the common
// bad inputs, a confirmation, a question left with `cancel`, a paging button and a file import.
// Each step is what one person does in one place; a step reads what earlier ones showed
// (an invite code, an exported file) through `ScriptContext`, as a person would.
import type { Attachment, Reply } from '../../../src/domain/reply.js';

/** Who acts: the owner who connects the shop, and a member who joins it as a viewer. */
export type Person = 'alice' | 'bob';
/** Where: the person's private chat with the bot, or the team's group (a Discord server channel). */
export type Place = 'dm' | 'group';

export interface ScriptContext {
  /** The demo seller's API key (shown in the transcripts as `<demo-key>`). */
  apiKey: string;
  /** The id of the listing with this title. */
  listing(title: string): string;
  /** The id of the order the sandbox seeds waiting for the manual top-up. */
  waitingOrder: string;
  /** Everything the latest step was answered with. */
  lastReplies(): readonly Reply[];
  /** The newest file any reply sent. */
  lastFile(): Attachment | undefined;
}

type StepInput =
  | { type: 'type'; text: string }
  | { type: 'press'; label: string | RegExp }
  | { type: 'answer'; text: string }
  | { type: 'upload'; filename: string; contentType: string; data: Uint8Array };

export interface Step {
  as: Person;
  in: Place;
  input: StepInput;
}

type StepMaker = (context: ScriptContext) => Step | Step[];

const typed =
  (as: Person, place: Place, text: string | ((context: ScriptContext) => string)): StepMaker =>
  (context) => ({ as, in: place, input: { type: 'type', text: typeof text === 'string' ? text : text(context) } });
const alice = (text: string | ((context: ScriptContext) => string)) => typed('alice', 'dm', text);
const bob = (text: string | ((context: ScriptContext) => string)) => typed('bob', 'dm', text);
const inGroup = (as: Person, text: string | ((context: ScriptContext) => string)) => typed(as, 'group', text);
const press =
  (label: string | RegExp, as: Person = 'alice', place: Place = 'dm'): StepMaker =>
  () => ({ as, in: place, input: { type: 'press', label } });
const answer =
  (text: string, as: Person = 'alice'): StepMaker =>
  () => ({ as, in: 'dm', input: { type: 'answer', text } });

const TOP_UP = 'Starfall crystals by player id';
const CODES = '1000 Neon credits code';
const GIFT = 'Pixel Raiders $25 gift card';
const CURRENCY = 'Stardust, fast trade on EU servers';
const ACCOUNT = 'Fresh NA starter account';
/** A draft of its own for the status verbs: one listing takes 5 writes a minute, and the price and edit steps spend them. */
const PACK = 'Neon drift extra pack 1';

/** The invite code the latest `team invite` showed. */
function inviteCode(context: ScriptContext): string {
  const text = context
    .lastReplies()
    .map((reply) => reply.text ?? '')
    .join('\n');
  const code = /join ([0-9A-Z]+)/.exec(text)?.[1];
  if (!code) throw new Error(`no invite code in: ${text}`);
  return code;
}

/** The file the latest `listings export` sent, with one price changed as a seller edits it. */
function editedExport(context: ScriptContext): Step {
  const file = context.lastFile();
  if (!file) throw new Error('the export sent no file');
  const csv = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.data);
  const lines = csv.split('\n');
  const header = (lines[0] ?? '').split(',');
  const priceColumn = header.indexOf('"price"');
  const edited = lines.map((line, index) => {
    if (index === 0 || !line.includes(CODES)) return line;
    const cells = line.split(',');
    cells[priceColumn] = '"7.77"';
    return cells.join(',');
  });
  return {
    as: 'alice',
    in: 'dm',
    input: { type: 'upload', filename: 'listings.csv', contentType: 'text/csv', data: new TextEncoder().encode(edited.join('\n')) },
  };
}

const id = (title: string) => (context: ScriptContext) => context.listing(title);

/** Before anyone connects, the first contact and the connection itself. */
const GETTING_STARTED: StepMaker[] = [
  alice('/help'),
  alice('/account'),
  alice('/listings'),
  alice('/connect'),
  answer('cancel'),
  alice('/connect not-a-key'),
  alice((c) => `/connect ${c.apiKey} Demo`),
  alice('/help listings'),
  alice('/help nosuchcommand'),
  alice('/account'),
  alice('/switch'),
  alice('/switch Demo'),
  alice('/language'),
  alice('/language ru'),
  // The adapters' own words (paging, buttons) follow the reply's language.
  alice('/listings'),
  alice('/language en'),
];

/** Reading the shop: lists, a page button, one listing, orders, stats, the audit. */
const READING: StepMaker[] = [
  alice('/listings'),
  press('Next'),
  alice('/listings status=sold,archived'),
  alice('/listings game="Neon Drift"'),
  alice('/listings 9'),
  alice((c) => `/listing ${c.listing(TOP_UP)}`),
  alice((c) => `/listing ${c.listing(GIFT)}`),
  alice('/listing'),
  alice('/listing L-does-not-exist'),
  alice('/orders'),
  press(/^Starfall crystals by player id/),
  answer('cancel'),
  alice('/stats'),
  alice('/stats 30d by game'),
  alice('/stats export today'),
  alice('/stats yesterday-ish'),
  alice('/dashboard'),
  alice('/audit 5'),
];

/** Changing listings: price with a confirmation, edit, status verbs, restock, a guided create left with `cancel`. */
const CHANGING: StepMaker[] = [
  alice((c) => `/price ${id(TOP_UP)(c)} 12.50`),
  alice((c) => `/price ${id(TOP_UP)(c)} 1,250`),
  alice((c) => `/price ${id(TOP_UP)(c)} 1499`),
  press('Cancel'),
  alice((c) => `/price ${id(TOP_UP)(c)} 1.99`),
  press('Confirm'),
  alice((c) => `/price ${id(GIFT)(c)} 20`),
  alice('/price'),
  alice('/price L-does-not-exist 5'),
  alice((c) => `/edit ${id(TOP_UP)(c)} title Starfall crystals, fast`),
  alice((c) => `/edit ${id(TOP_UP)(c)} colour blue`),
  alice((c) => `/edit ${id(TOP_UP)(c)} handover 30 minutes`),
  alice((c) => `/pause ${id(GIFT)(c)}`),
  alice((c) => `/unpause ${id(GIFT)(c)}`),
  alice((c) => `/publish ${id(PACK)(c)}`),
  alice((c) => `/unpublish ${id(PACK)(c)}`),
  alice((c) => `/unpause ${id(PACK)(c)}`),
  alice((c) => `/archive ${id(GIFT)(c)}`),
  press('Cancel'),
  alice((c) => `/restock ${id(CODES)(c)} CODE-AAA-1\nCODE-AAA-2`),
  alice((c) => `/restock ${id(CURRENCY)(c)} add 500`),
  alice((c) => `/restock ${id(CURRENCY)(c)} set 9000`),
  alice((c) => `/restock ${id(ACCOUNT)(c)} remove zzz`),
  alice('/create'),
  answer('cancel'),
  alice('/cancel'),
];

/** Orders and autopilot: deliver with its preview, take, pools, autopilot's verbs. */
const ORDERS: StepMaker[] = [
  alice((c) => `/take ${c.waitingOrder}`),
  alice('/take O-nope'),
  alice((c) => `/deliver ${c.waitingOrder} ONE`),
  alice((c) => `/deliver ${c.waitingOrder} CODE-1\nCODE-2`),
  press('Cancel'),
  alice('/deliver'),
  alice('/pool'),
  alice('/pool add spare P-1 P-2 P-3'),
  alice('/pool spare'),
  alice('/pool low spare 2'),
  alice('/pool withdraw spare 1'),
  press('Cancel'),
  alice('/pool remove spare'),
  press('Cancel'),
  alice('/autopilot'),
  alice((c) => `/autopilot ${id(TOP_UP)(c)} from spare`),
  alice((c) => `/autopilot ${id(TOP_UP)(c)} cap 5 20`),
  alice((c) => `/autopilot ${id(TOP_UP)(c)}`),
  alice((c) => `/autopilot ${id(TOP_UP)(c)} off`),
  alice((c) => `/autopilot ${id(CODES)(c)} keep 3 from spare`),
];

/** The owner's settings: alerts, away, notify, webhooks, API tokens, link codes. */
const SETTINGS: StepMaker[] = [
  alice('/alerts'),
  alice('/alerts mute 30'),
  alice('/alerts unmute'),
  alice('/alerts reminders 30,10'),
  alice('/alerts mode team'),
  alice('/alerts digest 21:00 Europe/Berlin'),
  alice('/alerts escalation off'),
  alice('/alerts autopilot loud'),
  alice('/alerts language uk'),
  alice('/alerts off'),
  alice('/alerts on'),
  alice((c) => `/alerts lowstock ${id(CODES)(c)} 2`),
  alice('/alerts sideways'),
  alice('/away'),
  alice('/away now for 3h'),
  alice('/back'),
  alice('/away hours Europe/Berlin mon-fri 09:00-23:00'),
  alice('/away swamped 5'),
  alice('/away off'),
  alice('/notify on'),
  alice('/notify off'),
  alice('/webhooks'),
  alice('/webhooks add http://example.com/hook'),
  alice('/webhooks test 1'),
  alice('/webhooks add https://hooks.example.com/hawker order.delivered'),
  alice('/webhooks'),
  alice('/webhooks log 1'),
  alice('/webhooks rotate 1'),
  alice('/webhooks remove 1'),
  alice('/api'),
  alice('/api token create viewer reports'),
  alice('/api tokens'),
  alice('/api token revoke reports'),
  alice('/link'),
  alice('/link remove telegram'),
];

/** The team: an invite, a viewer refused a write, the group linked, a file import, disconnect. */
const TEAM: StepMaker[] = [
  alice('/team'),
  // Members are listed in the order of their ids, which are random: the list is shown while it has one.
  alice('/team members'),
  alice('/team invite viewer'),
  bob((c) => `/join ${inviteCode(c)}`),
  bob('/join NOPE'),
  bob('/listings'),
  bob((c) => `/price ${id(TOP_UP)(c)} 3`),
  bob('/team members'),
  alice('/team invite operator'),
  alice((c) => `/team cancel ${inviteCode(c).slice(0, 4)}`),
  alice('/team invites'),
  inGroup('alice', '/team link'),
  inGroup('bob', '/orders'),
  inGroup('bob', '/dashboard'),
  inGroup('alice', '/notify on'),
  alice('/team revoke nobody'),
  alice('/listings export csv'),
  alice('/listings import'),
  editedExport,
  press('Cancel'),
  alice('/listings clone Demo'),
  alice('/disconnect'),
  press('Cancel'),
  alice('/team unlink'),
  alice('/disconnect'),
  press('Confirm'),
  alice('/account'),
];

/** The whole script, in order; each maker runs when its turn comes, after the steps before it. */
export const SCRIPT: readonly StepMaker[] = [...GETTING_STARTED, ...READING, ...CHANGING, ...ORDERS, ...SETTINGS, ...TEAM];
