// The private chat's menu button (left of the message field) opens the dashboard as a Mini App
// for people on a team: set on their first private update after each start, and again after
// they joined or linked a shop there, once the core says they have a role.
import type { Api } from 'grammy';
import type { ChatCore } from '../../src/core/chat-core.js';
import type { ChatActor } from '../../src/domain/chat-input.js';
import { translate } from '../../src/i18n/index.js';
import type { Logger } from '../../src/log/logger.js';
import { classifyTelegramError } from './telegram-errors.js';

export class DashboardMenuButton {
  /** Private chats whose menu button this process set: each is set once, not on every message. */
  private readonly set = new Set<number>();

  constructor(
    private readonly api: Api,
    private readonly core: ChatCore,
    private readonly logger: Logger,
  ) {}

  /** After an update in `actor`'s private chat: sets its menu button where the core names a page. */
  async offer(actor: ChatActor, chatId: number, locale: string): Promise<void> {
    if (!this.core.dashboardMenu || this.set.has(chatId)) return;
    try {
      const url = await this.core.dashboardMenu(actor);
      if (url === null) return;
      await this.api.setChatMenuButton({
        chat_id: chatId,
        menu_button: { type: 'web_app', text: translate(locale, 'telegram-menu-dashboard'), web_app: { url } },
      });
      this.set.add(chatId);
    } catch (error) {
      // The chat keeps its command menu; the `dashboard` command still opens the page.
      this.logger.warn({ chatId, failure: classifyTelegramError(error) }, 'could not set the dashboard menu button');
    }
  }
}
