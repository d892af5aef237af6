import type { RunningSandbox } from '../../sandbox/index.js';

/**
 * Fails when the sandbox answered any request 429 over a key's rate limits: Hawker's
 * budgets keep every key under them, so no test sees a 429 it did not provoke (a test
 * that wants one injects it as a fault, which this does not count).
 */
export function expectNoRateLimited(sandbox: RunningSandbox): void {
  const { refused } = sandbox.core.limiter;
  if (refused > 0) throw new Error(`the sandbox answered ${refused} request(s) 429 over a key's rate limits`);
}
