import { describe, expect, it } from 'vitest';
import { formatRelative, formatWhen } from '../../../src/core/format/time.js';

describe('times', () => {
  const now = Date.parse('2026-11-21T12:00:00Z');
  it('says how far away, and when in UTC', () => {
    expect(formatWhen(now + (2 * 60 + 14) * 60_000, now)).toBe('in 2 h 14 min (2026-11-21 14:14 UTC)');
    expect(formatRelative(now - 5 * 60_000, now)).toBe('5 min ago');
    expect(formatRelative(now + 26 * 3_600_000, now)).toBe('in 1 d 2 h');
  });
});
