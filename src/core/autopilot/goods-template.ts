/** What a template may always name: the code it wraps and the order it is for. */
const ALWAYS = ['code', 'order'] as const;

// `{name}` with a name as marketplaces spell buyer fields (`player_id`); other braces are text.
const PLACEHOLDER = /\{([A-Za-z0-9_]+)\}/g;

/** What the order tells a template: its id and the buyer's answers, by buyer field key (`player_id`). */
interface OrderFacts {
  orderId: string;
  buyerInputs: Record<string, string>;
}

type TemplateCheck = { ok: true } | { ok: false; problem: 'no-code' } | { ok: false; problem: 'unknown'; unknown: string[] };

/** The placeholders a template for this listing may use: `{code}`, `{order}`, then its delivery method's buyer fields. */
export function allowedPlaceholders(buyerFields: readonly string[]): string[] {
  return [...new Set([...ALWAYS, ...buyerFields])];
}

/** A template must place the code, and may name only what every order of the listing can fill in. */
export function checkTemplate(template: string, allowed: readonly string[]): TemplateCheck {
  const named = [...template.matchAll(PLACEHOLDER)].map((match) => match[1] ?? '');
  const unknown = [...new Set(named.filter((name) => !allowed.includes(name)))];
  if (unknown.length > 0) return { ok: false, problem: 'unknown', unknown };
  return named.includes('code') ? { ok: true } : { ok: false, problem: 'no-code' };
}

/**
 * One goods entry as the buyer receives it: the code alone without a template, else the
 * template with each placeholder filled. A buyer field the buyer left empty becomes empty
 * text. Filled in one pass, so a code or a buyer's answer that itself reads `{code}` stays as written.
 */
export function renderGoodsEntry(template: string | null, code: string, facts: OrderFacts): string {
  if (template === null) return code;
  return template.replace(PLACEHOLDER, (_whole, name: string) => {
    if (name === 'code') return code;
    if (name === 'order') return facts.orderId;
    return Object.hasOwn(facts.buyerInputs, name) ? (facts.buyerInputs[name] ?? '') : '';
  });
}
