// A ChatCore whose answers each test writes: the adapter under test talks to it
// exactly as to the real core, and every event it parsed is kept for assertions.
import type { ChatCore, Suggestion } from '../../src/core/chat-core.js';
import type { CommandInfo } from '../../src/core/command-info.js';
import type { ChatActor, ChatEvent, ChatPlace, MessageRef } from '../../src/domain/chat-input.js';
import type { FileOffer, FileVerdict } from '../../src/core/file-offer.js';
import type { Reply } from '../../src/domain/reply.js';

export interface SuggestCall {
  actor: ChatActor;
  place: ChatPlace;
  kind: 'listing' | 'order';
  typed: string;
}

export class ScriptedCore implements ChatCore {
  readonly events: ChatEvent[] = [];
  readonly suggestCalls: SuggestCall[] = [];
  answer: (event: ChatEvent) => Reply[] | Promise<Reply[]> = () => [{ text: 'ok' }];
  suggestions: (typed: string) => Suggestion[] = () => [];

  constructor(private readonly infos: CommandInfo[]) {}

  async handle(event: ChatEvent): Promise<Reply[]> {
    this.events.push(event);
    return this.answer(event);
  }

  commands(): CommandInfo[] {
    return this.infos;
  }

  async suggest(actor: ChatActor, place: ChatPlace, kind: 'listing' | 'order', typed: string): Promise<Suggestion[]> {
    this.suggestCalls.push({ actor, place, kind, typed });
    return this.suggestions(typed);
  }

  /** What `judgeFile` answers; the offers the adapter asked about are kept. */
  fileVerdict: FileVerdict = { accept: true, maxBytes: 20 * 1024 * 1024 };
  readonly fileOffers: FileOffer[] = [];
  private readonly buttons = new Map<string, Set<string>>();

  async judgeFile(offer: FileOffer): Promise<FileVerdict> {
    this.fileOffers.push(offer);
    return this.fileVerdict;
  }

  async rememberButtons(message: MessageRef, actions: readonly string[]): Promise<void> {
    this.buttons.set(`${message.chatId}:${message.messageId}`, new Set(actions));
  }

  async messageCarriesAction(message: MessageRef, action: string): Promise<boolean> {
    return this.buttons.get(`${message.chatId}:${message.messageId}`)?.has(action) ?? false;
  }

  lastEvent(): ChatEvent {
    const event = this.events.at(-1);
    if (!event) throw new Error('the core received no event');
    return event;
  }
}
