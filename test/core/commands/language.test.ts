import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatEvent } from '../../../src/domain/chat-input.js';
import { startHarness, type Harness } from '../harness.js';
import { textOf } from '../../support/test-adapter.js';

let harness: Harness;

beforeAll(async () => {
  harness = await startHarness('core-language');
});

afterAll(async () => {
  await harness.close();
});

/** One message from a person whose platform reports `locale`, as Telegram's and Discord's adapters pass it. */
async function say(userId: string, name: string, text: string, locale?: string) {
  const event: ChatEvent = {
    actor: { platform: 'test', userId, displayName: userId },
    place: { platform: 'test', chatId: `dm-${userId}`, kind: 'private' },
    input: { type: 'command', name, text },
    ...(locale === undefined ? {} : { locale }),
  };
  const replies = await harness.core.handle(event);
  return { replies, text: replies.map(textOf).join('\n') };
}

describe('each person reads Hawker in their own language', () => {
  it("takes the platform's language on first contact and keeps it", async () => {
    const first = await say('olena', 'language', '', 'uk-UA');
    expect(first.text).toContain('Українська');
    expect(first.text).toMatch(/відповідає вам мовою/);
    expect(first.replies.every((reply) => reply.locale === 'uk')).toBe(true);
    // The platform reporting another language later changes nothing: the first contact decided.
    const later = await say('olena', 'language', '', 'en-GB');
    expect(later.text).toMatch(/відповідає вам мовою/);
  });

  it('answers in English when the platform names a language Hawker has no file for', async () => {
    const reply = await say('pierre', 'language', '', 'fr-FR');
    expect(reply.text).toMatch(/Hawker answers you in English until you choose/);
    expect(reply.replies[0]?.locale).toBe('en');
  });

  it('changes on `language <code>` and answers the change in the language chosen', async () => {
    const changed = await say('pierre', 'language', 'ru');
    expect(changed.text).toBe('Теперь Hawker отвечает вам на языке: Русский.');
    expect(changed.replies[0]?.locale).toBe('ru');
    expect((await say('pierre', 'language', '')).text).toMatch(/Hawker отвечает вам на языке: Русский/);
    const unknown = await say('pierre', 'language', 'klingon');
    expect(unknown.text).toBe('Hawker пока не говорит на «klingon». Выберите один из: en, ru, uk.');
  });

  it('offers every language by its own name, one press away', async () => {
    const seller = harness.adapter.user('ana');
    const shown = await seller.dm.command('language');
    expect(shown.flatMap((reply) => (reply.buttons ?? []).flat().map((button) => button.label))).toEqual([
      'English',
      'Русский',
      'Українська',
    ]);
    const pressed = await seller.dm.press('Українська');
    expect(textOf(pressed[0] ?? {})).toBe('Тепер Hawker відповідає вам мовою: Українська.');
  });
});
