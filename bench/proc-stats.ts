import { readFileSync } from 'node:fs';

// Linux reports CPU time in clock ticks; 100 a second on every mainstream kernel build.
const TICKS_PER_SECOND = 100;

/** Resident set size of a process, bytes (Linux /proc). */
function rssBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}

/** User plus system CPU time a process has used so far, seconds (Linux /proc). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name may contain spaces; the fields after its closing parenthesis do not.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND;
}

/** Samples a process's RSS while running and tells its peak and CPU share over the window. */
export class ProcessMeter {
  private peakRss = 0;
  private readonly startCpu: number;
  private readonly startedAt = performance.now();
  private readonly timer: NodeJS.Timeout;

  constructor(
    private readonly pid: number,
    sampleEveryMs = 250,
  ) {
    this.startCpu = cpuSeconds(pid);
    this.sample();
    this.timer = setInterval(() => this.sample(), sampleEveryMs);
  }

  private sample(): void {
    this.peakRss = Math.max(this.peakRss, rssBytes(this.pid));
  }

  /** Peak RSS (MB), CPU as a percentage of one core averaged over the window, and the CPU seconds themselves. */
  stop(): { rss_peak_mb: number; rss_end_mb: number; cpu_percent: number; cpu_seconds: number } {
    clearInterval(this.timer);
    this.sample();
    const seconds = (performance.now() - this.startedAt) / 1000;
    const cpu = cpuSeconds(this.pid) - this.startCpu;
    return {
      rss_peak_mb: Math.round(this.peakRss / 1024 / 1024),
      rss_end_mb: Math.round(rssBytes(this.pid) / 1024 / 1024),
      cpu_percent: Math.round((cpu / seconds) * 100),
      cpu_seconds: cpu,
    };
  }
}
