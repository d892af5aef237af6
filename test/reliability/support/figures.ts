import { appendFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where every reliability test appends what it counted (kills, faults, fuzz cases) for docs/reliability.md. */
const FIGURES_FILE = process.env.RELIABILITY_FIGURES_FILE ?? join(tmpdir(), 'hawker-reliability-figures.jsonl');

export function recordFigures(test: string, figures: Record<string, number | string>): void {
  appendFileSync(FIGURES_FILE, `${JSON.stringify({ test, at: new Date().toISOString(), ...figures })}\n`);
}
