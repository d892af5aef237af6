/**
 * The prefix of BullMQ's own keys (`startWorker`'s `queuePrefix` in production). Hash-tagged,
 * as BullMQ requires in a cluster: its scripts touch several keys of a queue at once.
 * Every other key the jobs use is named by its store in src/store/ (docs/jobs.md, "Redis keys").
 */
export function queuePrefix(namespace: string): string {
  return `${namespace}:{bull}`;
}
