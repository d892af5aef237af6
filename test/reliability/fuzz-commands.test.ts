// Property-based tests over every command's argument parsing and every multi-step
// flow's input, through the real core against the sandbox: no input crashes anything,
// every answer is a readable message (a usage line, a refusal, or the result).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatInput } from '../../src/domain/chat-input.js';
import type { TestChat, TestUser } from '../support/test-adapter.js';
import { optionValue, sentFile, typedText } from './support/arbitraries.js';
import { unclearReply } from './support/clear-sentence.js';
import { recordFigures } from './support/figures.js';
import { guardProcess, type ProcessGuard } from './support/process-guard.js';
import { demoKey, startStack, type Stack } from './support/stack.js';

const SEED = 10_2026;
const COMMAND_RUNS = 400;
const OPTION_RUNS = 200;
const FLOW_RUNS = 60;
const EVENT_RUNS = 300;

let s: Stack;
let guard: ProcessGuard;
let owner: TestUser;
let ids: string[];
let cases = 0;
/** Prompts the random walks got to: shows they go deep into the flows, not only their first step. */
const promptsReached = new Set<string>();

function inputText(input: ChatInput): string {
  switch (input.type) {
    case 'command':
      return `${input.name} ${input.text} ${JSON.stringify(input.options ?? {})}`;
    case 'action':
      return input.action;
    case 'text':
      return input.text;
    case 'file':
      return `${input.filename} ${new TextDecoder().decode(input.data)}`;
    case 'form':
      return `${input.formId} ${JSON.stringify(input.values)}`;
  }
}

async function expectClear(chat: TestChat, input: ChatInput, allowSilence = false): Promise<void> {
  const replies = await chat.input(input);
  cases += 1;
  if (allowSilence && replies.length === 0) return;
  const problem = unclearReply(replies, inputText(input));
  if (problem !== null) throw new Error(`${problem}\n(after ${JSON.stringify(input).slice(0, 300)})`);
}

beforeAll(async () => {
  guard = guardProcess();
  s = await startStack('rel-fuzz-commands', { sandbox: { limits: false } });
  owner = s.adapter.user('owner');
  await owner.dm.command('connect', `${demoKey(s)} Demo`);
  const orders = [...s.sandbox.core.state.orders.values()].map((order) => order.id);
  ids = [...[...s.sandbox.core.state.listings.values()].map((listing) => listing.id), ...orders];
});

afterAll(async () => {
  await s.close();
  guard.stop();
  recordFigures('fuzz-commands', { cases, promptsReached: promptsReached.size, seed: SEED });
});

describe('every command, any arguments', () => {
  it(`answers typed arguments with a readable message (${COMMAND_RUNS} runs)`, async () => {
    const names = s.core.commands().map((command) => command.id);
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...names), typedText(ids), fc.boolean(), async (name, text, inGroup) => {
        const chat = inGroup ? owner.in(s.adapter.group('fuzz-group')) : owner.dm;
        await expectClear(chat, { type: 'command', name, text });
        await chat.input({ type: 'command', name: 'cancel', text: '' });
      }),
      { numRuns: COMMAND_RUNS, seed: SEED },
    );
    expect(guard.fired).toEqual([]);
  });

  it(`answers slash-command options of any type and name with a readable message (${OPTION_RUNS} runs)`, async () => {
    const commands = s.core.commands();
    const withOptions = fc
      .constantFrom(...commands)
      .chain((command) =>
        fc.tuple(
          fc.constant(command.id),
          fc.dictionary(
            fc.oneof(fc.constantFrom(...command.arguments.map((argument) => argument.name), '_extra'), fc.string({ maxLength: 8 })),
            optionValue(),
            { maxKeys: 4 },
          ),
        ),
      );
    await fc.assert(
      fc.asyncProperty(withOptions, async ([name, options]) => {
        await expectClear(owner.dm, { type: 'command', name, text: '', options });
        await owner.dm.input({ type: 'command', name: 'cancel', text: '' });
      }),
      { numRuns: OPTION_RUNS, seed: SEED },
    );
  });

  it('refuses unknown command names with a sentence', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 30 }), typedText(), async (name, text) => {
        await expectClear(owner.dm, { type: 'command', name, text });
      }),
      { numRuns: 100, seed: SEED },
    );
  });
});

/** One step of a person inside a flow: a press of a shown button, typed text, a file, or a form. */
type Step =
  | { kind: 'press'; pick: number; mayCancel: boolean }
  | { kind: 'text'; text: string }
  | { kind: 'file'; file: { filename: string; contentType: string; data: Uint8Array } }
  | { kind: 'form'; values: Record<string, string> };

function stepArbitrary(): fc.Arbitrary<Step> {
  return fc.oneof(
    {
      weight: 6,
      arbitrary: fc.tuple(fc.nat(), fc.nat({ max: 9 })).map(([pick, one]): Step => ({ kind: 'press', pick, mayCancel: one === 0 })),
    },
    { weight: 3, arbitrary: typedText(ids).map((text): Step => ({ kind: 'text', text })) },
    // Answers that fit most prompts, so walks get past each step and reach the later ones.
    {
      weight: 5,
      arbitrary: fc
        .constantFrom(
          'starfall',
          'Starfall Odyssey',
          'Neon Drift',
          'Pixel Raiders',
          'Stardust',
          'A well made listing title',
          'Long enough description of it.',
          'fast, cheap',
          '12.50',
          '3',
          '2 hours',
          '45',
          'eu',
          '100',
          'CODE-AAA-1',
          'CODE-B1\nCODE-B2',
        )
        .map((text): Step => ({ kind: 'text', text })),
    },
    { weight: 1, arbitrary: sentFile().map((file): Step => ({ kind: 'file', file })) },
    {
      weight: 1,
      arbitrary: fc
        .dictionary(fc.constantFrom('value', 'goods', 'key', 'x'), fc.string({ maxLength: 30 }))
        .map((values): Step => ({ kind: 'form', values })),
    },
  );
}

async function walk(chat: TestChat, steps: Step[]): Promise<void> {
  for (const step of steps) {
    const buttons = chat.lastTurn.flatMap((reply) => (reply.buttons ?? []).flat());
    const listed = chat.lastTurn.flatMap((reply) => (reply.list?.items ?? []).flatMap((item) => (item.action ? [item.action] : [])));
    // Cancel ends the walk early; pressed now and then, the other buttons lead deeper.
    const shown = [
      ...buttons
        .filter((button) => (step.kind === 'press' && step.mayCancel) || !/^cancel$/i.test(button.label))
        .map((button) => button.action),
      ...listed,
    ];
    const prompt = chat.lastPrompt();
    let input: ChatInput;
    if (step.kind === 'press') {
      const action = shown[step.pick % Math.max(shown.length, 1)];
      if (action === undefined) continue;
      input = { type: 'action', action };
    } else if (step.kind === 'text') {
      input = prompt ? { type: 'text', text: step.text, replyTo: prompt.ref } : { type: 'text', text: step.text };
    } else if (step.kind === 'file') {
      input = { type: 'file', ...step.file };
    } else {
      input = { type: 'form', formId: prompt?.prompt.formId ?? 'none', values: step.values };
    }
    await expectClear(chat, input);
    for (const reply of chat.lastTurn) if (reply.prompt) promptsReached.add(reply.prompt.label);
  }
}

describe('every multi-step flow, any answers', () => {
  const flows: { name: string; start: () => string }[] = [
    { name: 'create', start: () => '/create' },
    {
      name: 'deliver',
      start: () =>
        `/deliver ${[...s.sandbox.core.state.orders.values()].find((order) => order.status === 'awaiting_delivery')?.id ?? 'none'}`,
    },
    { name: 'restock', start: () => `/restock ${s.listingId('1000 Neon credits code')}` },
    { name: 'pool add', start: () => '/pool add fuzz' },
    { name: 'pool withdraw confirmation', start: () => '/pool withdraw fuzz 1' },
    { name: 'connect', start: () => '/connect' },
    { name: 'archive confirmation', start: () => `/archive ${s.listingId('Neon Drift $10 gift card')}` },
    { name: 'disconnect confirmation', start: () => '/disconnect' },
  ];

  it.each(flows)(
    `answers every step of $name with a readable message (${FLOW_RUNS} walks)`,
    async ({ start }) => {
      const manual = s.listingId('Starfall crystals by player id');
      await fc.assert(
        fc.asyncProperty(fc.array(stepArbitrary(), { minLength: 1, maxLength: 40 }), async (steps) => {
          if (![...s.sandbox.core.state.orders.values()].some((order) => order.status === 'awaiting_delivery')) await s.placeOrder(manual);
          const chat = owner.dm;
          await expectClear(chat, commandOf(start()));
          await walk(chat, steps);
          await chat.input({ type: 'command', name: 'cancel', text: '' });
          // A walk may have disconnected the account or archived listings: the next walk starts from a connected seller.
          if (!(await s.stores.identities.activeAccount(await s.stores.identities.resolve('test', 'owner'))))
            await owner.dm.command('connect', `${demoKey(s)} Demo`);
        }),
        { numRuns: FLOW_RUNS, seed: SEED },
      );
      expect(guard.fired).toEqual([]);
    },
    120_000,
  );

  it('walked deep into the flows (many different prompts reached)', () => {
    expect(promptsReached.size).toBeGreaterThanOrEqual(8);
  });
});

function commandOf(text: string): ChatInput {
  const [name = '', ...rest] = text.slice(1).split(' ');
  return { type: 'command', name, text: rest.join(' ') };
}

describe('any chat event, from anyone, anywhere', () => {
  it(`answers or stays silent in a group, never crashes (${EVENT_RUNS} events)`, async () => {
    const event = fc.oneof(
      typedText(ids).map((text): ChatInput => ({ type: 'text', text })),
      fc
        .tuple(typedText(ids), fc.string({ maxLength: 12 }))
        .map(([text, messageId]): ChatInput => ({ type: 'text', text, replyTo: { platform: 'test', chatId: 'dm-owner', messageId } })),
      sentFile().map((file): ChatInput => ({ type: 'file', ...file })),
      fc
        .tuple(fc.string({ maxLength: 40 }), fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 60 })))
        .map(([formId, values]): ChatInput => ({ type: 'form', formId, values })),
      fc.string({ maxLength: 70 }).map((action): ChatInput => ({ type: 'action', action })),
    );
    await fc.assert(
      fc.asyncProperty(event, fc.constantFrom('owner', 'nobody'), fc.boolean(), async (input, who, inGroup) => {
        const person = who === 'owner' ? owner : s.adapter.user('nobody');
        const chat = inGroup ? person.in(s.adapter.group('fuzz-events')) : person.dm;
        await expectClear(chat, input, inGroup);
      }),
      { numRuns: EVENT_RUNS, seed: SEED },
    );
    expect(guard.fired).toEqual([]);
  });
});
