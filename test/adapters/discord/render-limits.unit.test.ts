import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionCustomId, modalCustomId, openFormCustomId, parseCustomId } from '../../../adapters/discord/custom-id.js';
import { renderModal } from '../../../adapters/discord/render-modal.js';
import { renderReply } from '../../../adapters/discord/render-reply.js';
import type { Reply } from '../../../src/domain/reply.js';
import { supportedLocales } from '../../../src/i18n/index.js';
import { checkMessage, checkModal } from '../../fakes/discord/payload-rules.js';

/** Action ids as the core makes them: at most 64 bytes of UTF-8. */
const action = fc.string({ minLength: 1, maxLength: 64, unit: 'binary' }).filter((text) => Buffer.byteLength(text, 'utf8') <= 64);
/** Short strings mostly, and strings near the maximum often enough to hit the limits. */
const text = (max: number) =>
  fc.oneof(
    { arbitrary: fc.string({ maxLength: max, unit: 'grapheme' }), weight: 4 },
    { arbitrary: fc.string({ minLength: max - 10, maxLength: max, unit: 'grapheme-ascii' }), weight: 1 },
  );
const button = fc.record({
  label: text(120),
  action,
  style: fc.constantFrom('primary', 'secondary', 'success', 'danger') as fc.Arbitrary<'primary'>,
});
const prompt = fc.record({
  kind: fc.constantFrom('text', 'secret', 'goods', 'file') as fc.Arbitrary<'text'>,
  label: text(200),
  formId: fc.string({ minLength: 1, maxLength: 40 }),
  multiline: fc.boolean(),
  placeholder: text(200),
});

const reply: fc.Arbitrary<Reply> = fc.record(
  {
    text: text(7000),
    title: text(400),
    tone: fc.constantFrom('info', 'success', 'warning', 'error') as fc.Arbitrary<'info'>,
    fields: fc.array(fc.record({ label: text(300), value: text(1500), inline: fc.boolean() }), { maxLength: 40 }),
    list: fc.record(
      {
        items: fc.array(fc.record({ title: text(150), detail: text(150), action }, { requiredKeys: ['title'] }), { maxLength: 40 }),
        page: fc.integer({ min: 1, max: 9 }),
        pageCount: fc.integer({ min: 1, max: 9 }),
        total: fc.integer({ min: 0, max: 500 }),
        previousAction: action,
        nextAction: action,
      },
      { requiredKeys: ['items', 'page', 'pageCount', 'total'] },
    ),
    buttons: fc.array(fc.array(button, { maxLength: 7 }), { maxLength: 7 }),
    attachments: fc.array(
      fc.record({
        filename: fc.constantFrom('codes.txt', 'cover.png', 'data.csv'),
        contentType: fc.constantFrom('text/plain', 'image/png'),
        data: fc.uint8Array({ maxLength: 16 }),
      }),
      { maxLength: 12 },
    ),
    prompt,
    visibility: fc.constantFrom('private', 'public') as fc.Arbitrary<'private'>,
    locale: fc.constantFrom(...supportedLocales()),
  },
  { requiredKeys: [] },
);

describe('rendering stays inside Discord limits', () => {
  it('every core action fits a custom_id and comes back unchanged', () => {
    fc.assert(
      fc.property(action, (id) => {
        const customId = actionCustomId(id);
        expect(customId.length).toBeLessThanOrEqual(100);
        expect(parseCustomId(customId)).toEqual({ type: 'action', action: id });
      }),
    );
  });

  it('a prompt form id travels in the modal and its button, or the button is left out', () => {
    fc.assert(
      fc.property(prompt, (asked) => {
        const form = { kind: asked.kind, multiline: asked.multiline ?? false, formId: asked.formId };
        const open = openFormCustomId(form);
        const modal = modalCustomId(form);
        expect(open && parseCustomId(open)).toEqual({ type: 'open-form', form });
        expect(modal && parseCustomId(modal)).toEqual({ type: 'form', form });
      }),
    );
  });

  it('any reply renders to a message Discord accepts', () => {
    fc.assert(
      fc.property(reply, (any) => {
        const message = renderReply(any);
        const body = { content: message.content, embeds: message.embeds, components: message.components };
        expect(() => checkMessage(body, message.files.length, true)).not.toThrow();
      }),
      { numRuns: 150, interruptAfterTimeLimit: 20_000, markInterruptAsFailure: true },
    );
  });

  it('any prompt renders to a modal Discord accepts, in every language', () => {
    fc.assert(
      fc.property(prompt, text(5000), fc.constantFrom(...supportedLocales()), (asked, explanation, locale) => {
        const modal = renderModal(
          { kind: asked.kind, multiline: asked.multiline ?? false, formId: asked.formId },
          { label: asked.label, ...(asked.placeholder ? { placeholder: asked.placeholder } : {}), explanation },
          locale,
        );
        if (modal) expect(() => checkModal(modal as unknown as Record<string, unknown>)).not.toThrow();
      }),
    );
  });
});

describe('a stats reply on Discord', () => {
  it('shows the chart as the embed image and sends it with the message', () => {
    const chart = new Uint8Array([0x89, 0x50, 0x4e, 0x47]);
    const message = renderReply({
      title: 'Sales of Demo, the last 7 days',
      fields: [{ label: 'Revenue', value: '$39.99' }],
      attachments: [{ filename: 'sales.png', contentType: 'image/png', data: chart }],
    });
    expect(message.embeds[0]?.image?.url).toBe('attachment://sales.png');
    expect(message.files.map((file) => file.name)).toEqual(['sales.png']);
  });
});

describe('an escalation step on Discord', () => {
  it('pings the role it names, from the content (an embed pings nobody), and no other', () => {
    const message = renderReply({
      title: 'Still waiting: 30 min left',
      text: 'Deliver @everyone',
      tone: 'error',
      pingRoles: ['123456789012345678', '<@&1>'],
    });
    expect(message.content).toBe('<@&123456789012345678>');
    expect(message.allowed_mentions).toEqual({ parse: [], roles: ['123456789012345678'] });
    expect(() =>
      checkMessage({ content: message.content, embeds: message.embeds, components: message.components }, message.files.length, true),
    ).not.toThrow();
    expect(renderReply({ title: 'Still waiting', text: 'no role' }).allowed_mentions).toEqual({ parse: [] });
  });
});
