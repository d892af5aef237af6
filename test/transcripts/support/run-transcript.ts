// Runs the script against the sandbox on one surface and writes down what that surface shows.
import { vi } from 'vitest';
import type { ChatCore } from '../../../src/core/chat-core.js';
import type { ChatInput } from '../../../src/domain/chat-input.js';
import type { Attachment, Reply } from '../../../src/domain/reply.js';
import { demoKey, startHarness, type Harness } from '../../core/harness.js';
import { marketplaceWordsOf } from '../../support/marketplace-words.js';
import { draftNeonDriftPack } from '../../support/neon-drift-pack.js';
import { TestAdapter, type TestChat } from '../../support/test-adapter.js';
import { normalise, type RandomValues } from './normalise.js';
import type { Surface } from './surface.js';
import { SCRIPT, type Person, type ScriptContext, type Step } from './transcript-script.js';

/** The fixed start of every run; each step happens ten seconds after the one before it. */
const SCRIPT_START = Date.UTC(2026, 10, 20, 9, 0, 0);
const STEP_MS = 10_000;
/** Where the operator serves the dashboard: over https, so Telegram opens it as a Mini App. */
const DASHBOARD_URL = 'https://hawker.example/dashboard';

/** The ChatInput a step sends, as the person's platform would deliver it. */
function inputOf(step: Step, chat: TestChat, surface: Surface, core: ChatCore): ChatInput {
  const { input } = step;
  switch (input.type) {
    case 'type': {
      const command = /^\/([a-z_]+)(?:\s+([\s\S]*))?$/.exec(input.text.trim());
      return command?.[1] ? { type: 'command', name: command[1], text: command[2] ?? '' } : { type: 'text', text: input.text };
    }
    case 'press': {
      const action = chat.findAction(input.label);
      if (!action) throw new Error(`no button ${String(input.label)} shown:\n${chat.transcript()}`);
      return { type: 'action', action };
    }
    case 'answer': {
      // The question the latest turn asked; with none (buttons only), the answer is typed as a plain message.
      const asked = chat.lastPrompt();
      const prompt = asked && chat.lastTurn.some((reply) => reply.prompt === asked.prompt) ? asked : undefined;
      const answered = prompt && surface.answer?.(core, prompt.prompt, input.text);
      if (answered) return answered;
      return prompt ? { type: 'text', text: input.text, replyTo: prompt.ref } : { type: 'text', text: input.text };
    }
    case 'upload':
      return { type: 'file', filename: input.filename, contentType: input.contentType, data: input.data };
  }
}

/** The heading of a turn: who did what where, as they typed or pressed it. */
function heading(step: Step, sent: ChatInput): string {
  const who = `${step.as} (${step.in})`;
  const { input } = step;
  switch (input.type) {
    case 'answer':
      if (sent.type === 'form') return `>>> ${who} submits the form: ${input.text}`;
      return `>>> ${who}: ${input.text.replaceAll('\n', '⏎')}`;
    case 'type':
      return `>>> ${who}: ${input.text.replaceAll('\n', '⏎')}`;
    case 'press':
      return `>>> ${who} presses [${String(input.label)}]`;
    case 'upload':
      return `>>> ${who} sends the file ${input.filename} (${input.data.byteLength} bytes)`;
  }
}

function contextOf(h: Harness, lastReplies: () => readonly Reply[], lastFile: () => Attachment | undefined): ScriptContext {
  // Titles as the script starts: an edit may rename a listing, its id stays.
  const ids = new Map([...h.sandbox.core.state.listings.values()].map((listing) => [listing.title, listing.id]));
  const waiting = [...h.sandbox.core.state.orders.values()].find((order) => order.status === 'awaiting_delivery');
  if (!waiting) throw new Error('the sandbox seeds a waiting order');
  return {
    apiKey: demoKey(h),
    waitingOrder: waiting.id,
    lastReplies,
    lastFile,
    listing(title) {
      const found = ids.get(title);
      if (!found) throw new Error(`no listing ${title}`);
      return found;
    },
  };
}

/** Writes down the ids Hawker made at random for these people and their shops, once they exist. */
async function learnRecords(h: Harness, platform: Surface['platform'], random: RandomValues): Promise<void> {
  const known = (id: string) => random.records.some((record) => record.id === id);
  for (const person of ['alice', 'bob'] satisfies Person[]) {
    const identity = await h.stores.identities.identityOfLogin(platform, person);
    if (identity === null) continue;
    if (!known(identity)) random.records.push({ kind: 'member', id: identity });
    for (const { accountId } of await h.stores.identities.accountsOf(identity)) {
      if (!known(accountId)) random.records.push({ kind: 'account', id: accountId });
    }
  }
}

/** Every turn of the script on this surface: the heading, then what the surface sent, normalised. */
export async function recordTranscript(surface: Surface): Promise<string> {
  vi.useFakeTimers({ toFake: ['Date'], now: SCRIPT_START });
  // The HTTP API on, as `npm start` serves it, so `dashboard` answers with its button.
  const h = await startHarness(`transcripts-${surface.platform}`, { api: {}, dashboardUrl: DASHBOARD_URL });
  try {
    // Three more drafts beside the demo listings, so that `listings` has a second page to press to.
    for (let n = 1; n <= 3; n += 1) draftNeonDriftPack(h.sandbox, `Neon drift extra pack ${n}`, 300 + n);
    const adapter = new TestAdapter(h.core, surface.platform);
    adapter.allowAsWritten(...marketplaceWordsOf(h.sandbox));
    const people: Record<Person, ReturnType<TestAdapter['user']>> = {
      alice: adapter.user('alice', 'Alice'),
      bob: adapter.user('bob', 'Bob'),
    };
    const group = adapter.group('team-group');
    let last: readonly Reply[] = [];
    let file: Attachment | undefined;
    const context = contextOf(
      h,
      () => last,
      () => file,
    );
    const out: string[] = [];
    const random: RandomValues = { apiKey: context.apiKey, records: [] };
    let at = SCRIPT_START;
    for (const make of SCRIPT) {
      for (const step of [make(context)].flat()) {
        at += STEP_MS;
        vi.setSystemTime(at);
        const chat = step.in === 'dm' ? people[step.as].dm : people[step.as].in(group);
        const input = inputOf(step, chat, surface, h.core);
        last = await chat.input(input);
        file = last.flatMap((reply) => reply.attachments ?? []).at(-1) ?? file;
        out.push(heading(step, input), ...(await surface.show({ as: step.as, in: step.in, input }, last)), '');
        await learnRecords(h, surface.platform, random);
      }
    }
    return normalise(out.join('\n'), random);
  } finally {
    await h.close();
    vi.useRealTimers();
  }
}
