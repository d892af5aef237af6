/**
 * The replica has acknowledged every write its master had taken when asked (each replica
 * acknowledges its offset every second). Not Redis's WAIT from a fresh connection: WAIT
 * waits for the writes of the connection that sends it, and a connection that wrote
 * nothing answers at once, caught up or not.
 */
export async function replicaCaughtUp(replicationInfo: () => Promise<string>, timeoutMs = 5_000): Promise<boolean> {
  const target = Number(/master_repl_offset:(\d+)/.exec(await replicationInfo())?.[1] ?? Infinity);
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const acknowledged = Number(/slave0:[^\r\n]*offset=(\d+)/.exec(await replicationInfo())?.[1] ?? -1);
    if (acknowledged >= target) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return false;
}
