// What stays random with a fixed clock and a seeded sandbox, and so is replaced in the transcripts.
// Everything else (listing and order ids, prices, times, wording, markup) is compared as shown.
// Each kind is numbered in order of first appearance, so the same value reads the same everywhere:
// - record ids Hawker makes (`randomBytes`, src/store/records.ts): the shop's account id and each
//   person's identity (member) id, learnt from the stores by value, shown as `⟨account-1⟩`, with the
//   length after a colon where more than the usual 8 characters are shown (`⟨account-1:20⟩`);
// - flow and stored-action tokens (`f:…`, `r:…`, a Discord form's `o:s0:…`/`m:s0:…`), 12 characters;
// - one-time codes: `team invite`'s and `link`'s, learnt from the sentence that shows them (an
//   invite also by the first characters `team cancel` takes, as `⟨invite-code-2:4⟩`);
// - an API token (`hwk_…`), a webhook signing secret (`whsec_…`), a dashboard link's one-time
//   login (`#login=…`) and the key fingerprint, a keyed hash under a key ring made per run;
// - the sandbox's port in picture addresses, and the demo seller's API key where it was typed.

/** The random values a run learnt, by kind. */
export interface RandomValues {
  /** The demo seller's key, as typed into `connect`. */
  apiKey: string;
  /** Account and identity ids, full length. */
  records: { kind: 'account' | 'member'; id: string }[];
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Numbers each distinct value of a kind in order of first appearance. */
function numbering(kind: string) {
  const numbers = new Map<string, number>();
  return (value: string) => {
    const number = numbers.get(value) ?? numbers.size + 1;
    numbers.set(value, number);
    return `⟨${kind}-${number}⟩`;
  };
}

/**
 * Every value of `pattern`'s first group, replaced wherever it occurs (also where it was typed back);
 * with `prefixes`, also its first characters where a shorter form of it is shown (`team cancel 8JEN`).
 */
function replaceLearnt(text: string, pattern: RegExp, kind: string, prefixes = false): string {
  const name = numbering(kind);
  const values = [...new Set([...text.matchAll(pattern)].map((match) => match[1] ?? ''))].filter(Boolean);
  return values.reduce((out, value) => {
    const whole = out.replaceAll(value, name(value));
    if (!prefixes) return whole;
    const shorter = new RegExp(`(?<![0-9A-Za-z])${escape(value.slice(0, 4))}[0-9A-Z]*(?![0-9A-Za-z])`, 'g');
    return whole.replace(shorter, (shown) => (value.startsWith(shown) ? `${name(value).slice(0, -1)}:${shown.length}⟩` : shown));
  }, text);
}

export function normalise(text: string, random: RandomValues): string {
  let out = text.replaceAll(random.apiKey, '⟨demo-key⟩');
  const names = { account: numbering('account'), member: numbering('member') };
  for (const { kind, id } of random.records) {
    // An id is shown by its first 8 characters, or longer inside a button's action.
    out = out.replace(new RegExp(`${escape(id.slice(0, 8))}[0-9a-f]*`, 'g'), (shown) => {
      const name = names[kind](id);
      return shown.length === 8 ? name : `${name.slice(0, -1)}:${shown.length}⟩`;
    });
  }
  out = replaceLearnt(out, /(?<![A-Za-z0-9])(?:[fr]|[om]:[tsgf][01]):([A-Za-z0-9_-]{12})(?![A-Za-z0-9_-])/g, 'token');
  out = replaceLearnt(out, /\bjoin ([0-9A-Z]{6,})\b/g, 'invite-code', true);
  out = replaceLearnt(out, /\blink ([0-9A-Z]{6,})\b/g, 'link-code');
  out = replaceLearnt(out, /\b(hwk_[A-Za-z0-9_-]+)/g, 'api-token');
  out = replaceLearnt(out, /\b(whsec_[A-Za-z0-9+/=_-]+)/g, 'signing-secret');
  out = replaceLearnt(out, /#login=([A-Za-z0-9_-]+)/g, 'dashboard-login');
  out = replaceLearnt(out, /fingerprint ([0-9a-f]{8})\b/g, 'fingerprint');
  return out.replace(/http:\/\/127\.0\.0\.1:\d+\//g, 'http://127.0.0.1:⟨sandbox-port⟩/');
}
