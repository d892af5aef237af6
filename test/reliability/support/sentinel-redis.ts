import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import type { RedisTarget } from '../../../src/runtime/redis-connection.js';
import { freePort } from './private-redis.js';
import { replicaCaughtUp } from './replica-caught-up.js';
import { sigkill } from './sigkill.js';

const MASTER_NAME = 'hawker';

/**
 * A master, one replica and one Sentinel, each a redis-server child of the test on a
 * free port with its files in a temporary directory. The Sentinel calls the master down
 * after a second without an answer and promotes the replica.
 */
export class SentinelRedis {
  private readonly children = new Map<string, ChildProcess>();
  readonly dir = mkdtempSync(join(tmpdir(), 'hawker-sentinel-'));

  private constructor(
    readonly masterPort: number,
    readonly replicaPort: number,
    readonly sentinelPort: number,
  ) {}

  static async start(): Promise<SentinelRedis> {
    const setup = new SentinelRedis(await freePort(), await freePort(), await freePort());
    await setup.server('master', setup.masterPort, []);
    await setup.server('replica', setup.replicaPort, ['--replicaof', '127.0.0.1', String(setup.masterPort)]);
    await setup.replicaSynced();
    const config = join(setup.dir, 'sentinel.conf');
    writeFileSync(
      config,
      [
        `port ${setup.sentinelPort}`,
        'bind 127.0.0.1',
        `dir ${setup.dir}`,
        `sentinel monitor ${MASTER_NAME} 127.0.0.1 ${setup.masterPort} 1`,
        `sentinel down-after-milliseconds ${MASTER_NAME} 1000`,
        `sentinel failover-timeout ${MASTER_NAME} 5000`,
        '',
      ].join('\n'),
    );
    await setup.spawnAndWait('sentinel', setup.sentinelPort, [config, '--sentinel', '--logfile', join(setup.dir, 'sentinel.log')]);
    return setup;
  }

  get target(): RedisTarget {
    return { kind: 'sentinel', sentinels: [{ host: '127.0.0.1', port: this.sentinelPort }], name: MASTER_NAME };
  }

  /** The port the Sentinel names as the master now. */
  async masterNow(): Promise<number> {
    const sentinel = new Redis(this.sentinelPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
    try {
      const answer = (await sentinel.call('SENTINEL', 'get-master-addr-by-name', MASTER_NAME)) as [string, string] | null;
      return Number(answer?.[1] ?? 0);
    } finally {
      sentinel.disconnect();
    }
  }

  /** Waits for the replica's first full sync: a Sentinel can only promote a replica it has seen in sync. */
  private async replicaSynced(): Promise<void> {
    const replica = new Redis(this.replicaPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
    try {
      const deadline = Date.now() + 15_000;
      while (!/master_link_status:up/.test(await replica.info('replication'))) {
        if (Date.now() > deadline) throw new Error('the replica did not sync with the master');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      replica.disconnect();
    }
  }

  /** The replica has every write the master acknowledged: the failover then loses nothing the test counts on. */
  async replicaCaughtUp(): Promise<boolean> {
    const master = new Redis(this.masterPort, '127.0.0.1', { maxRetriesPerRequest: 1 });
    try {
      return await replicaCaughtUp(() => master.info('replication'));
    } finally {
      master.disconnect();
    }
  }

  /** SIGSTOP of the replica: its link stays up and it acknowledges nothing until `thawReplica`. */
  freezeReplica(): void {
    this.children.get('replica')?.kill('SIGSTOP');
  }

  thawReplica(): void {
    this.children.get('replica')?.kill('SIGCONT');
  }

  /** SIGKILL of the master: what a machine failure looks like to everyone else. */
  async killMaster(): Promise<void> {
    await sigkill(this.children.get('master'));
  }

  async stop(): Promise<void> {
    await Promise.all([...this.children.values()].map(sigkill));
    rmSync(this.dir, { recursive: true, force: true });
  }

  private server(name: string, port: number, extra: string[]): Promise<void> {
    return this.spawnAndWait(name, port, [
      '--port',
      String(port),
      '--bind',
      '127.0.0.1',
      '--dir',
      this.dir,
      '--dbfilename',
      `${name}.rdb`,
      '--save',
      '',
      '--appendonly',
      'no',
      '--logfile',
      join(this.dir, `${name}.log`),
      ...extra,
    ]);
  }

  private async spawnAndWait(name: string, port: number, args: string[]): Promise<void> {
    this.children.set(name, spawn('redis-server', args, { stdio: 'ignore' }));
    const deadline = Date.now() + 15_000;
    for (;;) {
      const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
      probe.on('error', () => undefined);
      try {
        await probe.connect();
        if ((await probe.ping()) === 'PONG') return;
      } catch {
        if (Date.now() > deadline) throw new Error(`redis ${name} did not start on port ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      } finally {
        probe.disconnect();
      }
    }
  }
}
