/**
 * The sandbox's notion of now: real time plus whatever the control interface has
 * advanced it by, so tests reach deadlines and rate windows without waiting.
 */
export class SandboxClock {
  private offsetMs = 0;

  now(): number {
    return Date.now() + this.offsetMs;
  }

  iso(at: number = this.now()): string {
    return new Date(at).toISOString();
  }

  advance(ms: number): number {
    this.offsetMs += ms;
    return this.now();
  }
}
