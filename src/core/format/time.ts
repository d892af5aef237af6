/** `in 2 h 14 min` / `5 min ago`: how far a moment is from now. */
export function formatRelative(atMs: number, nowMs: number): string {
  const diff = atMs - nowMs;
  const span = formatSpan(Math.abs(diff));
  if (Math.abs(diff) < 60_000) return diff >= 0 ? 'in less than a minute' : 'less than a minute ago';
  return diff >= 0 ? `in ${span}` : `${span} ago`;
}

/** A duration as days, hours and minutes, the two largest non-zero parts. */
export function formatSpan(ms: number): string {
  // Rounded down: a deadline never looks further away than it is.
  const totalMinutes = Math.max(1, Math.floor(ms / 60_000));
  const days = Math.floor(totalMinutes / 1440);
  const hours = Math.floor((totalMinutes % 1440) / 60);
  const minutes = totalMinutes % 60;
  const parts: string[] = [];
  if (days > 0) parts.push(`${days} d`);
  if (hours > 0) parts.push(`${hours} h`);
  if (minutes > 0 && days === 0) parts.push(`${minutes} min`);
  return parts.join(' ');
}

/** `2026-11-21 21:49 UTC`. */
export function formatUtc(atMs: number): string {
  return `${new Date(atMs).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
}

/** Relative plus absolute, so a team across time zones reads the same moment. */
export function formatWhen(atMs: number, nowMs: number): string {
  return `${formatRelative(atMs, nowMs)} (${formatUtc(atMs)})`;
}

/** A marketplace date-time shown as-is when it does not parse, never thrown. */
export function formatIsoWhen(iso: string | null | undefined, nowMs: number): string {
  if (!iso) return 'not set';
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : formatWhen(at, nowMs);
}
