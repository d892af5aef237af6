import { describe, expect, it } from 'vitest';
import { asSentence } from '../../../src/core/format/sentence.js';
import { shortLabel } from '../../../src/core/format/short-label.js';

describe('sentences and labels as a seller reads them', () => {
  it('closes a sentence once, and shortens a question to whole words', () => {
    expect(asSentence('The price looks like a typo.')).toBe('The price looks like a typo.');
    expect(asSentence('too cheap')).toBe('too cheap.');
    expect(shortLabel('Which game is this gift card for? Type its name.', 45)).toBe('Which game is this gift card for?');
    expect(shortLabel('What must the buyer do at handover (delivery instructions, at most 2048 characters)?', 45)).toBe(
      'What must the buyer do at handover (delivery…',
    );
  });
});
