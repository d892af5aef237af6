/**
 * When an alert is next edited and which reminders are due. Pure arithmetic on
 * marketplace time so tests can step a clock instead of waiting.
 */
export interface Cadence {
  /** Edit this often while more than `nearWithinMs` is left (Telegram and Discord allow far more, chats stay quiet). */
  farEveryMs: number;
  /** Edit this often in the last stretch, so the minutes shown stay true. */
  nearEveryMs: number;
  nearWithinMs: number;
}

export const DEFAULT_CADENCE: Cadence = {
  farEveryMs: 10 * 60_000,
  nearEveryMs: 60_000,
  nearWithinMs: 60 * 60_000,
};

/** The next in-place edit, or null once the deadline has passed (the final state takes over). */
export function nextEditAt(now: number, deadlineAt: number, cadence: Cadence = DEFAULT_CADENCE): number | null {
  const left = deadlineAt - now;
  if (left <= 0) return null;
  if (left > cadence.nearWithinMs) {
    return Math.min(now + cadence.farEveryMs, deadlineAt - cadence.nearWithinMs);
  }
  return Math.min(now + cadence.nearEveryMs, deadlineAt);
}

/**
 * Reminder thresholds (minutes left) whose moment has come and that were not sent.
 * Only the tightest is sent when several pass at once (after an outage, a clock
 * jump): one reminder saying "10 min left" beats two arriving together.
 */
export function dueReminders(
  now: number,
  deadlineAt: number,
  thresholdsMinutes: readonly number[],
  sent: ReadonlySet<number>,
): { send: number | null; markSent: number[] } {
  const left = deadlineAt - now;
  if (left <= 0) return { send: null, markSent: [] };
  const passed = thresholdsMinutes.filter((minutes) => !sent.has(minutes) && left <= minutes * 60_000);
  if (passed.length === 0) return { send: null, markSent: [] };
  return { send: Math.min(...passed), markSent: passed };
}

/**
 * The thresholds worth reminding at for an order that began (was placed, or first
 * alerted, whichever is later) at `startedAt`: one whose moment came before that
 * would only repeat the alert a minute after it (a 30-minute reminder on a 30-minute order).
 */
export function remindersAfterStart(thresholdsMinutes: readonly number[], deadlineAt: number, startedAt: number | null): number[] {
  if (startedAt === null) return [...thresholdsMinutes];
  return thresholdsMinutes.filter((minutes) => deadlineAt - minutes * 60_000 > startedAt);
}

/** When the next not yet sent reminder falls due, or null when none is left. */
function nextReminderAt(now: number, deadlineAt: number, thresholdsMinutes: readonly number[], sent: ReadonlySet<number>): number | null {
  const moments = thresholdsMinutes
    .filter((minutes) => !sent.has(minutes))
    .map((minutes) => deadlineAt - minutes * 60_000)
    .filter((at) => at > now && at < deadlineAt);
  return moments.length === 0 ? null : Math.min(...moments);
}

/** The next time the countdown needs attention: an edit, a reminder or the deadline itself. */
export function nextCountdownAt(
  now: number,
  deadlineAt: number,
  thresholdsMinutes: readonly number[],
  sent: ReadonlySet<number>,
  cadence: Cadence = DEFAULT_CADENCE,
): number | null {
  const edit = nextEditAt(now, deadlineAt, cadence);
  if (edit === null) return null;
  const reminder = nextReminderAt(now, deadlineAt, thresholdsMinutes, sent);
  return reminder === null ? edit : Math.min(edit, reminder);
}
