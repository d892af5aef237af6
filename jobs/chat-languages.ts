import type { Reply } from '../src/domain/reply.js';
import type { AlertTarget } from '../src/domain/alert-target.js';
import { withLocale } from '../src/i18n/index.js';
import { targetKey } from '../src/store/alert-target-key.js';
import type { JobContext } from './job-context.js';

/**
 * The language of each chat one job run writes to: a private chat in its person's
 * language, a group or channel in its shop's team language. Each chat's language is
 * read at most once per run, and only for chats something is sent to or edited in.
 */
export class ChatLanguages {
  private readonly known = new Map<string, Promise<string>>();

  constructor(
    private readonly ctx: JobContext,
    private readonly accountId: string,
  ) {}

  of(target: AlertTarget): Promise<string> {
    const key = targetKey(target);
    let locale = this.known.get(key);
    if (locale === undefined) {
      locale = this.ctx.stores.languages.forTarget(this.accountId, target);
      this.known.set(key, locale);
    }
    return locale;
  }

  /** Reads the languages of chats that all get a message now together, rather than one round trip after another. */
  async readAll(targets: readonly AlertTarget[]): Promise<void> {
    await Promise.all(targets.map((target) => this.of(target)));
  }
}

/**
 * One message for several chats, worded once per language among them (never once per
 * chat): a language's reply is rendered when the first chat reading it needs it, inside
 * that language's scope, and carries the language for the adapters' own words.
 */
export class Wording {
  private readonly replies = new Map<string, Promise<Reply>>();

  constructor(
    private readonly languages: ChatLanguages,
    private readonly render: () => Reply | Promise<Reply>,
  ) {}

  async for(target: AlertTarget): Promise<Reply> {
    const locale = await this.languages.of(target);
    let reply = this.replies.get(locale);
    if (reply === undefined) {
      reply = withLocale(locale, async (): Promise<Reply> => ({ ...(await this.render()), locale }));
      this.replies.set(locale, reply);
    }
    return reply;
  }
}
