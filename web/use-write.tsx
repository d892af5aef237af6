import { useState } from 'preact/hooks';
import { t } from './i18n.js';
import { refusal } from './use-call.js';
import type { Answered } from './wire.js';

/** What the last write said: what it did, its refusal, or its question with Confirm. */
interface Note {
  tone: 'success' | 'warning' | 'error';
  text: string;
  confirm?: () => void;
}

/**
 * One panel's writes: each answers facts, which `done` turns into the row's new state and the
 * page's own sentence; a question (a price five times off, a delivery's masked preview) waits
 * for Confirm, which sends the same call again confirmed.
 */
export function useWrite() {
  const [note, setNote] = useState<Note | null>(null);
  const [busy, setBusy] = useState(false);
  const run = async <T,>(call: (confirm: boolean) => Promise<Answered<T>>, done: (value: T) => string, confirmed = false) => {
    setBusy(true);
    try {
      const answer = await call(confirmed);
      if ('confirm' in answer) setNote({ tone: 'warning', text: answer.confirm.question, confirm: () => void run(call, done, true) });
      else setNote({ tone: 'success', text: done(answer.value) });
    } catch (error) {
      setNote({ tone: 'error', text: refusal(error) });
    } finally {
      setBusy(false);
    }
  };
  return { note, busy, run, clear: () => setNote(null), fail: (error: unknown) => setNote({ tone: 'error', text: refusal(error) }) };
}

export function WriteNote({ note, busy, onCancel }: { note: Note | null; busy: boolean; onCancel: () => void }) {
  if (note === null) return null;
  return (
    <div class="replies" role="status">
      <section class={`reply tone-${note.tone}`}>
        <p class="reply-text">{note.text}</p>
        {note.confirm && (
          <div class="button-row">
            <button type="button" class="primary" disabled={busy} onClick={note.confirm}>
              {t('dashboard-page-confirm-button')}
            </button>
            <button type="button" disabled={busy} onClick={onCancel}>
              {t('dashboard-page-cancel-button')}
            </button>
          </div>
        )}
      </section>
    </div>
  );
}
