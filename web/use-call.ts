import { useState } from 'preact/hooks';
import { CallRefused } from './api.js';
import { currentLocale, t } from './i18n.js';
import type { DashboardReply } from './wire.js';

/** One panel's calls: what the last one answered, and whether one is under way (its buttons wait meanwhile). */
export function useCall() {
  const [replies, setReplies] = useState<DashboardReply[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (call: () => Promise<DashboardReply[]>): Promise<DashboardReply[]> => {
    setBusy(true);
    try {
      const answer = await call();
      setReplies(answer);
      return answer;
    } catch (error) {
      setReplies([{ text: refusal(error), tone: 'error', locale: currentLocale() }]);
      return [];
    } finally {
      setBusy(false);
    }
  };
  return { replies, busy, run, clear: () => setReplies([]) };
}

/** The server's own sentence for a refused call; a network failure in the page's words. */
export function refusal(error: unknown): string {
  return error instanceof CallRefused ? error.message : t('dashboard-page-call-failed');
}

/** Whether `role` reaches `needed`: the page hides what the core would refuse, and the core still checks every call. */
export function reaches(role: string, needed: 'operator' | 'manager' | 'owner'): boolean {
  const order = ['viewer', 'operator', 'manager', 'owner'];
  return order.indexOf(role) >= order.indexOf(needed);
}
