// Golden transcripts of every chat command on every surface: the safety net of refactors that must
// leave what a person sees byte-identical (issue #43). One script of inputs
// (support/transcript-script.ts) runs against the sandbox (seed 7) over HTTP and the real Redis, once
// per surface, each as that platform's people; every reply goes through that adapter's own rendering
// (support/*-surface.ts) and the result must equal test/fixtures/transcripts/<surface>.txt.
// The wire is taken from the adapters' own functions on recording clients, not over the fake
// Telegram and Discord servers: Telegram's deliverReplies on a recording Bot API client, Discord's
// respond on a recording interaction (and its message sending for typed text and files), the
// console's renderReply; the inputs reach the core as the neutral events those adapters build.
//
// To accept a deliberate change of wording or rendering, rewrite the golden files and review the diff:
//     UPDATE_TRANSCRIPTS=1 npx vitest run test/transcripts
// With CI=true the rewrite is refused, so CI only ever compares.
//
// Determinism: the clock is fixed (Date only; timers run) at SCRIPT_START and moves ten seconds per step;
// the sandbox is seeded. What is still random is replaced by numbered placeholders, each listed in
// support/normalise.ts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { consoleSurface } from './support/console-surface.js';
import { discordSurface } from './support/discord-surface.js';
import { recordTranscript } from './support/run-transcript.js';
import type { Surface } from './support/surface.js';
import { telegramSurface } from './support/telegram-surface.js';

const GOLDEN_DIR = new URL('../fixtures/transcripts/', import.meta.url);
const UPDATE = process.env.UPDATE_TRANSCRIPTS === '1';

const SURFACES: [string, () => Surface][] = [
  ['console', consoleSurface],
  ['telegram', telegramSurface],
  ['discord', discordSurface],
];

describe('chat transcripts', () => {
  it('are never rewritten in CI', () => {
    expect(UPDATE && process.env.CI === 'true', 'UPDATE_TRANSCRIPTS is refused when CI=true').toBe(false);
  });

  it.each(SURFACES)('the %s surface shows every command as its golden transcript does', { timeout: 60_000 }, async (name, makeSurface) => {
    const golden = new URL(`${name}.txt`, GOLDEN_DIR);
    const shown = await recordTranscript(makeSurface());
    if (UPDATE && process.env.CI !== 'true') writeFileSync(golden, shown);
    expect(existsSync(golden), `no golden transcript ${golden.pathname}: run with UPDATE_TRANSCRIPTS=1`).toBe(true);
    expect(shown).toBe(readFileSync(golden, 'utf8'));
  });
});
