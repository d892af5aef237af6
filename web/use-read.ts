import { useEffect, useState } from 'preact/hooks';
import { refusal } from './use-call.js';

/** A panel's facts, read when `deps` change: the value, or the server's sentence for why not. */
export function useRead<T>(load: () => Promise<T>, deps: unknown[]) {
  const [value, setValue] = useState<T | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const reload = () =>
    load()
      .then((found) => {
        setValue(found);
        setProblem(null);
      })
      .catch((error: unknown) => setProblem(refusal(error)));
  useEffect(() => void reload(), deps);
  return { value, problem, setValue, reload };
}
