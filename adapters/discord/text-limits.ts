/** Cuts text to Discord's limit for a field, marking the cut so nobody mistakes it for the whole. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  return `${text.slice(0, Math.max(0, max - 1)).trimEnd()}…`;
}

/** Discord refuses empty names and values; a dash reads as "nothing here". */
export function nonEmpty(text: string): string {
  return text.trim() === '' ? '—' : text;
}
