import { existsSync, mkdirSync, rmdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const PERIOD_US = 100_000;

/**
 * Holds one process to a share of a CPU through a Linux cgroup of its own, as if it ran
 * on a small machine of its own: on a two-core box it lets the scale bench show what each
 * added worker brings, instead of every worker fighting for the same two cores. Needs
 * root and the cgroup v1 `cpu` controller or cgroup v2.
 */
export class CpuQuota {
  private constructor(private readonly dir: string) {}

  static apply(pid: number, cpus: number): CpuQuota {
    const quota = String(Math.round(cpus * PERIOD_US));
    const v1 = '/sys/fs/cgroup/cpu';
    if (existsSync(join(v1, 'cpu.cfs_quota_us'))) {
      const dir = join(v1, `hawker-bench-${pid}`);
      mkdirSync(dir);
      writeFileSync(join(dir, 'cpu.cfs_period_us'), String(PERIOD_US));
      writeFileSync(join(dir, 'cpu.cfs_quota_us'), quota);
      writeFileSync(join(dir, 'cgroup.procs'), String(pid));
      return new CpuQuota(dir);
    }
    const v2 = '/sys/fs/cgroup';
    if (existsSync(join(v2, 'cgroup.controllers'))) {
      const dir = join(v2, `hawker-bench-${pid}`);
      mkdirSync(dir);
      writeFileSync(join(dir, 'cpu.max'), `${quota} ${PERIOD_US}`);
      writeFileSync(join(dir, 'cgroup.procs'), String(pid));
      return new CpuQuota(dir);
    }
    throw new Error('no writable cgroup cpu controller here: run the scale bench without --scale-worker-cpu');
  }

  /** After the process has exited: an empty cgroup can go. */
  remove(): void {
    rmdirSync(this.dir);
  }
}
