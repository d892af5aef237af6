import { t } from '../../i18n/index.js';
import { localTime } from '../../domain/local-time.js';

export type ParsedUntil = { ok: true; until: number | null } | { ok: false; problem: string };

const UNIT_MS: Record<string, number> = {
  m: 60_000,
  min: 60_000,
  minute: 60_000,
  minutes: 60_000,
  h: 3_600_000,
  hour: 3_600_000,
  hours: 3_600_000,
  d: 86_400_000,
  day: 86_400_000,
  days: 86_400_000,
};

/**
 * When `away now` ends by itself: nothing (until `back`), `for 3h` / `for 90 minutes` /
 * `for 2 days`, or `until 08:00` (the next 08:00 in the time zone given).
 */
export function parseAwayUntil(text: string, now: number, timeZone: string): ParsedUntil {
  const words = text.trim().toLowerCase();
  if (words === '') return { ok: true, until: null };
  const span = /^for\s+(\d{1,4})\s*([a-z]+)$/.exec(words);
  if (span?.[1] && span[2]) {
    const unit = UNIT_MS[span[2]];
    const count = Number(span[1]);
    if (unit === undefined || count === 0) return { ok: false, problem: t('away-until-bad-span', { text }) };
    return { ok: true, until: now + count * unit };
  }
  const clock = /^until\s+(\d{1,2}):(\d{2})$/.exec(words);
  if (clock?.[1] && clock[2] && Number(clock[1]) < 24 && Number(clock[2]) < 60) {
    const wanted = Number(clock[1]) * 60 + Number(clock[2]);
    const { minute } = localTime(now, timeZone);
    let ahead = wanted - minute;
    if (ahead <= 0) ahead += 24 * 60;
    // Minute steps, then back to the exact minute boundary: a DST change within the day moves local time, not this sum.
    const until = Math.floor((now + ahead * 60_000) / 60_000) * 60_000;
    return {
      ok: true,
      until: localTime(until, timeZone).minute === wanted ? until : until + (wanted - localTime(until, timeZone).minute) * 60_000,
    };
  }
  return { ok: false, problem: t('away-until-bad', { text }) };
}
