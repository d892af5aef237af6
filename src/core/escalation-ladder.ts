import { z } from 'zod';
import { t } from '../i18n/index.js';
import { ESCALATION_AUDIENCES, type EscalationStep } from '../domain/escalation-step.js';

export type LadderReading = { ok: true; steps: EscalationStep[] } | { ok: false; problem: string };

const audienceInput = z.enum(ESCALATION_AUDIENCES);

/** One step: an audience, a share of the time (`75%`) and optionally minutes (`10m`), in either order. */
function parseStep(part: string): EscalationStep | string {
  const [audienceWord, ...rest] = part.toLowerCase().split(/\s+/);
  const audience = audienceInput.safeParse(audienceWord);
  if (!audience.success) return t('escalation-ladder-no-audience', { part, help: t('escalation-ladder-help') });
  let atPercent: number | null = null;
  let afterMinutes: number | null = null;
  for (const token of rest) {
    const share = /^(\d{1,2})%$/.exec(token)?.[1];
    const minutes = /^(\d{1,5})m$/.exec(token)?.[1];
    if (share !== undefined && atPercent === null) atPercent = Number(share);
    else if (minutes !== undefined && afterMinutes === null) afterMinutes = Number(minutes);
    else return t('escalation-ladder-bad-token', { part, token, help: t('escalation-ladder-help') });
  }
  if (atPercent === null || atPercent < 1) return t('escalation-ladder-no-share', { part });
  if (afterMinutes !== null && (afterMinutes < 1 || afterMinutes > 7 * 24 * 60)) return t('escalation-ladder-minutes-range', { part });
  return { audience: audience.data, afterMinutes, atPercent };
}

/** `operators 10m 50%, team 75%, everyone 90%`: each step at a larger share of the time than the one before. */
export function parseEscalationLadder(text: string): LadderReading {
  const parts = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0 || parts.length > 5)
    return { ok: false, problem: t('escalation-ladder-steps', { help: t('escalation-ladder-help') }) };
  const steps: EscalationStep[] = [];
  for (const part of parts) {
    const step = parseStep(part);
    if (typeof step === 'string') return { ok: false, problem: step };
    const previous = steps.at(-1);
    if (previous !== undefined && step.atPercent <= previous.atPercent)
      return { ok: false, problem: t('escalation-ladder-order', { part }) };
    steps.push(step);
  }
  return { ok: true, steps };
}

/** `operators at 10 min or 50%, team at 75%` in the current language; the caller says what an empty ladder means. */
export function describeLadder(steps: readonly EscalationStep[]): string {
  return steps
    .map((step) =>
      step.afterMinutes === null
        ? t('escalation-ladder-step', { audience: step.audience, percent: step.atPercent })
        : t('escalation-ladder-step-minutes', { audience: step.audience, minutes: step.afterMinutes, percent: step.atPercent }),
    )
    .join(', ');
}

/** The ladder as `alerts escalation` takes it (`operators 10m 50%, team 75%`): the same in every language, for the audit. */
export function typedLadder(steps: readonly EscalationStep[]): string {
  return steps
    .map((step) => [step.audience, ...(step.afterMinutes === null ? [] : [`${step.afterMinutes}m`]), `${step.atPercent}%`].join(' '))
    .join(', ');
}

/** When a step fires for an order that came in at `startedAt` with this deadline: the earlier of its two moments. */
export function stepMoment(step: EscalationStep, startedAt: number, deadlineAt: number): number {
  const byShare = startedAt + Math.round(((deadlineAt - startedAt) * step.atPercent) / 100);
  return step.afterMinutes === null ? byShare : Math.min(byShare, startedAt + step.afterMinutes * 60_000);
}
