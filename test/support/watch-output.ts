import type { ChildProcessWithoutNullStreams } from 'node:child_process';

export interface WatchedOutput {
  /** What the run printed on stdout so far. */
  text: () => string;
  /** Waits for a pattern in the output from `after` (a length read before). */
  waitInOutput: (pattern: RegExp, after?: number) => Promise<RegExpExecArray>;
}

/** What a spawned `npm start` prints, and a wait for a line in it. */
export function watchOutput(run: ChildProcessWithoutNullStreams, timeoutMs = 60_000): WatchedOutput {
  let output = '';
  run.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return {
    text: () => output,
    async waitInOutput(pattern, after = 0) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until) {
        const match = pattern.exec(output.slice(after));
        if (match) return match;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error(`timed out waiting for ${pattern} in:\n${output.slice(after)}`);
    },
  };
}
