/**
 * One goods entry of an autopilot delivery: the seller's template with `{code}`, `{order}`
 * and the buyer's inputs (`{player_id}`…) filled in, or the code alone without a template.
 * A placeholder the order does not have is left as written, so the buyer sees what is missing.
 */
export function renderGoodsEntry(
  template: string | null,
  code: string,
  facts: { orderId: string; buyerInputs: Record<string, string> },
): string {
  if (template === null) return code;
  const values: Record<string, string> = { ...facts.buyerInputs, order: facts.orderId, code };
  // One pass over the template: a code or input that itself contains `{order}` is not filled in again.
  return template.replace(/\{([a-z0-9_]+)\}/gi, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? (values[name] ?? '') : placeholder,
  );
}
