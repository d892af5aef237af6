/** The most entries one run takes: a script's run blocks Redis, so a very large turn is split. */
const MAX_BATCH = 256;

interface Waiting<I, O> {
  input: I;
  resolve: (output: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Calls made in the same turn of the event loop, run together: the first call of a turn
 * schedules a flush after the turn's I/O callbacks (`setImmediate`), and every call made
 * before it joins, one run per group (a Redis Cluster slot: one script may not span two).
 * Under load, the order polls that finish in one turn share one script instead of sending
 * one each, which spares ioredis's per-command work; a lone call waits one turn.
 */
export class SameTurnBatch<I, O> {
  private waiting = new Map<string, Waiting<I, O>[]>();

  /**
   * `run` answers one output per input, in order; `groupOf` names the group an input
   * must run with (all in one group when not given).
   */
  constructor(
    private readonly run: (inputs: readonly I[]) => Promise<readonly O[]>,
    private readonly groupOf: (input: I) => string = () => '',
  ) {}

  call(input: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      if (this.waiting.size === 0) setImmediate(() => this.flush());
      const group = this.groupOf(input);
      const list = this.waiting.get(group);
      if (list) list.push({ input, resolve, reject });
      else this.waiting.set(group, [{ input, resolve, reject }]);
    });
  }

  private flush(): void {
    const groups = this.waiting;
    this.waiting = new Map();
    for (const list of groups.values()) {
      for (let start = 0; start < list.length; start += MAX_BATCH) void this.runBatch(list.slice(start, start + MAX_BATCH));
    }
  }

  private async runBatch(batch: readonly Waiting<I, O>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((entry) => entry.input));
      batch.forEach((entry, index) => entry.resolve(outputs[index] as O));
    } catch (error) {
      for (const entry of batch) entry.reject(error);
    }
  }
}
