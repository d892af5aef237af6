import { t } from '../i18n/index.js';
import type { Logger } from '../log/logger.js';
import type { Reply } from '../domain/reply.js';

/**
 * Every chat input is answered within 10 s (Hawker issue 10), however slowly the
 * marketplace answers: past this bound the person is told, and the work goes on.
 */
export const ANSWER_BOUND_MS = 8_000;

/** Worded when the bound is reached, in the language of the scope the work was started in. */
function stillWorking(): Reply {
  return { tone: 'warning', text: t('core-still-working') };
}

export function withinAnswerBound(work: Promise<Reply[]>, logger: Logger, boundMs = ANSWER_BOUND_MS): Promise<Reply[]> {
  let timer: NodeJS.Timeout | undefined;
  const bound = new Promise<Reply[]>((resolve) => {
    timer = setTimeout(() => {
      logger.warn({ boundMs }, 'chat answer bound reached; the command goes on in the background');
      resolve([stillWorking()]);
    }, boundMs);
  });
  return Promise.race([work.finally(() => clearTimeout(timer)), bound]);
}
