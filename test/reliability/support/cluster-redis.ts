import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Redis } from 'ioredis';
import type { RedisTarget } from '../../../src/runtime/redis-connection.js';
import { freePort } from './private-redis.js';
import { replicaCaughtUp } from './replica-caught-up.js';
import { running, sigkill } from './sigkill.js';

const run = promisify(execFile);

/**
 * A three-master Redis Cluster with one replica per master: six redis-server children of
 * the test on free ports, joined by `redis-cli --cluster create`. A master unanswered for
 * a second is failed over to its replica by the cluster itself.
 */
export class ClusterRedis {
  private readonly children = new Map<number, ChildProcess>();
  /** Nodes stopped with SIGSTOP: their process lives, they answer nothing. */
  private readonly frozen = new Set<number>();
  readonly dir = mkdtempSync(join(tmpdir(), 'hawker-cluster-'));

  private constructor(readonly ports: readonly number[]) {}

  static async start(): Promise<ClusterRedis> {
    const ports: number[] = [];
    for (let index = 0; index < 6; index += 1) ports.push(await freePort());
    const cluster = new ClusterRedis(ports);
    await Promise.all(ports.map((port) => cluster.server(port)));
    await run('redis-cli', [
      '--cluster',
      'create',
      ...ports.map((port) => `127.0.0.1:${port}`),
      '--cluster-replicas',
      '1',
      '--cluster-yes',
    ]);
    await cluster.waitUntil('the cluster to be ok', async () =>
      (await cluster.ask(ports[0] ?? 0, 'CLUSTER', 'INFO')).includes('cluster_state:ok'),
    );
    // Every replica in sync, or a failover could promote one that has nothing.
    await cluster.waitUntil('every replica in sync', async () => (await cluster.replicaPorts()).length === 3);
    return cluster;
  }

  get target(): RedisTarget {
    return { kind: 'cluster', nodes: this.ports.slice(0, 3).map((port) => ({ host: '127.0.0.1', port })) };
  }

  get nodesEnv(): string {
    return this.ports.map((port) => `127.0.0.1:${port}`).join(',');
  }

  /** The port of the master serving `key`'s slot now, as a live node sees it. */
  async masterOf(key: string): Promise<number> {
    const alive = this.alivePort();
    const slot = Number(await this.ask(alive, 'CLUSTER', 'KEYSLOT', key));
    const ranges = (await this.call(alive, 'CLUSTER', 'SLOTS')) as [number, number, [string, number, string]][];
    const range = ranges.find(([from, to]) => slot >= from && slot <= to);
    return range?.[2][1] ?? 0;
  }

  /** The master has sent every acknowledged write to its replica: the failover then loses nothing the test counts on. */
  async replicaCaughtUp(masterPort: number): Promise<boolean> {
    return replicaCaughtUp(() => this.ask(masterPort, 'INFO', 'replication'));
  }

  /** SIGKILL of one master: what a machine failure looks like to the rest of the cluster. */
  async kill(port: number): Promise<void> {
    await sigkill(this.children.get(port));
  }

  /** The port of the replica following `masterPort`, once the master sees it online. */
  async replicaOf(masterPort: number): Promise<number> {
    let port = 0;
    await this.waitUntil(`an online replica of ${masterPort}`, async () => {
      const info = await this.ask(masterPort, 'INFO', 'replication');
      port = Number(/slave0:ip=[^,]+,port=(\d+),state=online/.exec(info)?.[1] ?? 0);
      return port !== 0;
    });
    return port;
  }

  /**
   * SIGSTOP: the node keeps its data and its sockets but answers nothing, as a frozen
   * machine or a cut network looks to the rest of the cluster.
   */
  freeze(port: number): void {
    this.children.get(port)?.kill('SIGSTOP');
    this.frozen.add(port);
  }

  thaw(port: number): void {
    this.children.get(port)?.kill('SIGCONT');
    this.frozen.delete(port);
  }

  /** `ok` or `fail`, as a live node sees the cluster. */
  async state(): Promise<string> {
    const info = await this.ask(this.alivePort(), 'CLUSTER', 'INFO');
    return /cluster_state:(\w+)/.exec(info)?.[1] ?? 'unknown';
  }

  async stop(): Promise<void> {
    await Promise.all([...this.children.values()].map(sigkill));
    rmSync(this.dir, { recursive: true, force: true });
  }

  private alivePort(): number {
    for (const [port, child] of this.children) if (running(child) && !this.frozen.has(port)) return port;
    throw new Error('no cluster node is alive');
  }

  private async replicaPorts(): Promise<number[]> {
    const synced: number[] = [];
    for (const port of this.ports) {
      const info = await this.ask(port, 'INFO', 'replication');
      if (info.includes('role:slave') && info.includes('master_link_status:up')) synced.push(port);
    }
    return synced;
  }

  private async ask(port: number, ...command: string[]): Promise<string> {
    return String(await this.call(port, ...command));
  }

  private async call(port: number, ...command: string[]): Promise<unknown> {
    const node = new Redis(port, '127.0.0.1', { maxRetriesPerRequest: 1, lazyConnect: true });
    node.on('error', () => undefined);
    try {
      await node.connect();
      const [name, ...args] = command;
      return await node.call(name ?? 'PING', ...args);
    } finally {
      node.disconnect();
    }
  }

  private async server(port: number): Promise<void> {
    const dir = join(this.dir, String(port));
    await run('mkdir', ['-p', dir]);
    const child = spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        '127.0.0.1',
        '--dir',
        dir,
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        'nodes.conf',
        '--cluster-node-timeout',
        '1000',
        '--save',
        '',
        '--appendonly',
        'no',
        '--logfile',
        join(dir, 'redis.log'),
      ],
      { stdio: 'ignore' },
    );
    this.children.set(port, child);
    await this.waitUntil(`redis on port ${port}`, async () => (await this.ask(port, 'PING')) === 'PONG');
  }

  private async waitUntil(what: string, check: () => Promise<boolean>): Promise<void> {
    const deadline = Date.now() + 30_000;
    for (;;) {
      try {
        if (await check()) return;
      } catch {
        // not up yet
      }
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
