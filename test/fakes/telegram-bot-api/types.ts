/** The JSON shapes the fake exchanges, as the Bot API documents them (only the fields it uses). */
export interface TgUser {
  id: number;
  is_bot: boolean;
  first_name: string;
  last_name?: string;
  username?: string;
  /** The IETF tag of the person's app language (`en`, `ru`, `pt-br`); absent when the client does not say. */
  language_code?: string;
}

export type ChatType = 'private' | 'group' | 'supergroup';

export interface TgChat {
  id: number;
  type: ChatType;
  title?: string;
  first_name?: string;
  username?: string;
}

interface TgInlineButton {
  text: string;
  callback_data?: string;
  url?: string;
  /** Opens a Mini App; Telegram takes it in private chats only, on an https address. */
  web_app?: { url: string };
}

/** A private chat's menu button (left of the message field), as `setChatMenuButton` sets it. */
export type TgMenuButton = { type: 'commands' } | { type: 'default' } | { type: 'web_app'; text: string; web_app: { url: string } };

export interface TgReplyMarkup {
  inline_keyboard?: TgInlineButton[][];
  force_reply?: boolean;
  input_field_placeholder?: string;
  selective?: boolean;
}

interface TgDocument {
  file_id: string;
  file_unique_id: string;
  file_name?: string;
  mime_type?: string;
  file_size?: number;
}

interface TgPhotoSize {
  file_id: string;
  file_unique_id: string;
  width: number;
  height: number;
  file_size: number;
}

export interface TgMessage {
  message_id: number;
  from?: TgUser;
  chat: TgChat;
  date: number;
  text?: string;
  entities?: { type: string; offset: number; length: number }[] | undefined;
  caption?: string;
  caption_entities?: { type: string; offset: number; length: number }[];
  document?: TgDocument;
  photo?: TgPhotoSize[];
  reply_markup?: TgReplyMarkup;
  reply_to_message?: TgMessage;
  edit_date?: number;
}

interface TgCallbackQuery {
  id: string;
  from: TgUser;
  message: TgMessage;
  chat_instance: string;
  data: string;
}

export interface TgUpdate {
  update_id: number;
  message?: TgMessage;
  callback_query?: TgCallbackQuery;
}

export interface TgBotCommand {
  command: string;
  description: string;
}
