import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Message } from '../i18n/index.js';
import { PLATFORMS } from '../domain/platform.js';
import type { ChatActor, ChatPlace } from '../domain/chat-input.js';
import { flowAction } from './action-id.js';
import type { FlowData, FlowStart, FlowView } from './flow-types.js';
import type { CoreServices } from './services.js';

const flowState = z.object({
  token: z.string(),
  kind: z.string(),
  step: z.string(),
  identityId: z.string(),
  /** The place's platform: the person's own in a chat, `dashboard` on the page. */
  platform: z.enum(PLATFORMS),
  chatId: z.string(),
  /** The person's login: `userId` on `actorPlatform`, whatever the place. */
  userId: z.string(),
  /** Optional in states written before the owner's own platform was kept (see `isOwner`). */
  actorPlatform: z.enum(PLATFORMS).optional(),
  accountId: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  sealed: z.string().nullable(),
  ttlSeconds: z.number().int().positive(),
  /** Takes the person's next plain messages here; a confirmation only listens for its buttons. */
  converse: z.boolean(),
});
export type FlowState = z.infer<typeof flowState>;

const conversation = z.object({ token: z.string() });
/** A summary is a message worded for whoever presses later; one stored as text before messages were keyed is shown as it is. */
const doneMarker = z.object({
  summary: z.union([z.string(), z.object({ key: z.string(), args: z.record(z.string(), z.union([z.string(), z.number()])).optional() })]),
});

/** Replays of a finished flow's buttons answer "already done" for this long. */
const DONE_TTL_SECONDS = 7 * 24 * 60 * 60;

/**
 * Flow state in Redis under a random token: the token travels in button actions and
 * prompt form ids, and a per-person-and-place pointer routes their next message to it.
 * Any bot process can continue any flow, and a restart loses nothing.
 */
export class FlowEngine {
  constructor(private readonly services: CoreServices) {}

  async create(
    owner: { identityId: string; actor: ChatActor; place: ChatPlace },
    accountId: string | null,
    start: FlowStart,
    ttlSeconds: number,
    converse = true,
  ): Promise<FlowState> {
    const token = randomBytes(9).toString('base64url');
    const state: FlowState = {
      token,
      kind: start.kind,
      step: start.step,
      identityId: owner.identityId,
      platform: owner.place.platform,
      chatId: owner.place.chatId,
      userId: owner.actor.userId,
      actorPlatform: owner.actor.platform,
      accountId,
      data: start.data,
      sealed: start.secret === undefined ? null : this.services.stores.vault.seal(sealOwner(token), start.secret),
      ttlSeconds,
      converse,
    };
    await this.save(state);
    return state;
  }

  load(token: string): Promise<FlowState | null> {
    return this.services.stores.flows.load(stateKey(token), flowState);
  }

  /** Stores the state and makes it the place's current conversation for its owner. */
  async save(state: FlowState): Promise<void> {
    const { flows } = this.services.stores;
    await flows.save(stateKey(state.token), state, state.ttlSeconds);
    if (state.converse)
      await flows.save(conversationKey(state.platform, state.chatId, state.userId), { token: state.token }, state.ttlSeconds);
  }

  /** Moves the flow on; a new secret replaces the sealed one, null drops it. */
  async advance(state: FlowState, next: { step: string; data: FlowData; secret?: string | null }): Promise<FlowState> {
    let sealed = state.sealed;
    if (next.secret === null) sealed = null;
    else if (next.secret !== undefined) sealed = this.services.stores.vault.seal(sealOwner(state.token), next.secret);
    const advanced = { ...state, step: next.step, data: next.data, sealed };
    await this.save(advanced);
    return advanced;
  }

  async end(state: FlowState, done?: Message | string): Promise<void> {
    const { flows } = this.services.stores;
    if (done !== undefined) await flows.save(doneKey(state.token), { summary: done }, DONE_TTL_SECONDS);
    await flows.delete(stateKey(state.token));
    const pointerKey = conversationKey(state.platform, state.chatId, state.userId);
    const pointer = await flows.load(pointerKey, conversation);
    if (pointer?.token === state.token) await flows.delete(pointerKey);
  }

  async doneSummary(token: string): Promise<Message | string | null> {
    const marker = await this.services.stores.flows.load(doneKey(token), doneMarker);
    if (marker === null) return null;
    const { summary } = marker;
    if (typeof summary === 'string') return summary;
    return summary.args === undefined ? { key: summary.key } : { key: summary.key, args: summary.args };
  }

  /**
   * Whether the person in this place started the flow: the same place's platform and the same
   * login, its platform included. On the dashboard every platform's people share the place's
   * platform, so a login's id alone would let Discord's user 123 answer Telegram's user 123.
   */
  isOwner(state: FlowState, asker: { identityId: string; actor: ChatActor; place: ChatPlace }): boolean {
    if (state.platform !== asker.place.platform || state.userId !== asker.actor.userId) return false;
    // States written before the owner's platform was kept: in a chat it is the place's; on the dashboard the identity tells.
    if (state.actorPlatform === undefined) return state.platform !== 'dashboard' || state.identityId === asker.identityId;
    return state.actorPlatform === asker.actor.platform;
  }

  /** The flow this person is in, in this place, if any. */
  async current(actor: ChatActor, place: ChatPlace): Promise<FlowState | null> {
    const pointer = await this.services.stores.flows.load(conversationKey(place.platform, place.chatId, actor.userId), conversation);
    return pointer === null ? null : this.load(pointer.token);
  }

  async cancelCurrent(actor: ChatActor, place: ChatPlace): Promise<FlowState | null> {
    const state = await this.current(actor, place);
    if (state) await this.end(state);
    return state;
  }

  view(state: FlowState): FlowView {
    const { claims, vault } = this.services.stores;
    const claimKey = (name: string) => `${state.token}:${name}`;
    return {
      token: state.token,
      kind: state.kind,
      step: state.step,
      data: state.data,
      secret: state.sealed === null ? null : vault.open(sealOwner(state.token), state.sealed),
      choiceAction: (choice) => flowAction(state.token, choice),
      claim: (name) => claims.claimOnce(claimKey(name), DONE_TTL_SECONDS),
      release: (name) => claims.release(claimKey(name)),
    };
  }
}

function sealOwner(token: string): string {
  return `flow:${token}`;
}

function stateKey(token: string): string {
  return `state:${token}`;
}

function doneKey(token: string): string {
  return `done:${token}`;
}

function conversationKey(platform: string, chatId: string, userId: string): string {
  return `conversation:${platform}:${chatId}:${userId}`;
}
