// What the fake Discord knows: users, guilds, channels, messages, commands and
// interactions, plus the builders turning them into API objects discord.js parses.
import { nextSnowflake } from './snowflake.js';
import type { MentionPings } from './mention-pings.js';

export type Json = Record<string, unknown>;

export interface FakeUser {
  id: string;
  username: string;
  bot: boolean;
  /** The language of the person's Discord app, sent with every interaction they make (`en-US` unless set). */
  locale?: string;
}

export interface FakeRole {
  id: string;
  name: string;
  /** Permission bitfield as a decimal string. */
  permissions: string;
}

export interface FakeGuild {
  id: string;
  name: string;
  ownerId: string;
  roles: FakeRole[];
  channelIds: string[];
  /** Member user id -> role ids (the @everyone role is implicit). */
  members: Map<string, string[]>;
}

export interface FakeChannel {
  id: string;
  /** 0 guild text, 1 DM. */
  type: 0 | 1;
  name?: string;
  guildId?: string;
  recipientId?: string;
  /** Set when the channel is gone or closed to the bot: every call on it answers this error. */
  closed?: 'unknown_channel' | 'missing_access';
}

export interface FakeAttachment {
  id: string;
  filename: string;
  contentType: string;
  data: Buffer;
  url: string;
  /** The size the message says, when it is not what the CDN serves (a file that grew, a payload that lies). */
  shownSize?: number;
  /** Served without a Content-Length (chunked), so only the bytes read tell its size. */
  withoutLength?: boolean;
}

export interface FakeMessage {
  id: string;
  channelId: string;
  authorId: string;
  content: string;
  embeds: Json[];
  components: Json[];
  attachments: FakeAttachment[];
  flags: number;
  timestamp: string;
  editedTimestamp: string | null;
  deleted: boolean;
  /** Who it notified when sent (an edit notifies no one). */
  pinged: MentionPings;
  /** The message this one replies to. */
  referenceId?: string | undefined;
  /** The interaction this message answers (original response or follow-up). */
  interactionId?: string;
  /** Who may see an ephemeral message. */
  visibleTo?: string;
  webhookId?: string;
}

export interface CallbackRecord {
  type: number;
  data: Json;
  files: number;
  at: number;
}

export interface FakeInteraction {
  id: string;
  token: string;
  /** 2 command, 3 component, 4 autocomplete, 5 modal submit. */
  type: number;
  payload: Json;
  userId: string;
  channelId: string;
  dispatchedAt: number;
  callback?: CallbackRecord;
  originalMessageId?: string | undefined;
  followUpIds: string[];
  /** The message a component sat on (component interactions, modals opened from one). */
  sourceMessageId?: string;
}

export interface RegisteredCommand extends Json {
  id: string;
  name: string;
}

export const PERMISSIONS = {
  administrator: 1n << 3n,
  manageGuild: 1n << 5n,
  viewChannel: 1n << 10n,
  sendMessages: 1n << 11n,
  manageMessages: 1n << 13n,
  embedLinks: 1n << 14n,
  attachFiles: 1n << 15n,
  readMessageHistory: 1n << 16n,
  useApplicationCommands: 1n << 31n,
} as const;

/** What @everyone may do in a fresh server. */
const EVERYONE_PERMISSIONS = (
  PERMISSIONS.viewChannel |
  PERMISSIONS.sendMessages |
  PERMISSIONS.embedLinks |
  PERMISSIONS.attachFiles |
  PERMISSIONS.readMessageHistory |
  PERMISSIONS.useApplicationCommands
).toString();

const ALL_PERMISSIONS = ((1n << 50n) - 1n).toString();

export class FakeState {
  readonly users = new Map<string, FakeUser>();
  readonly guilds = new Map<string, FakeGuild>();
  readonly channels = new Map<string, FakeChannel>();
  readonly messages = new Map<string, FakeMessage>();
  readonly interactions = new Map<string, FakeInteraction>();
  readonly interactionsByToken = new Map<string, FakeInteraction>();
  readonly globalCommands: RegisteredCommand[] = [];
  readonly guildCommands = new Map<string, RegisteredCommand[]>();
  readonly attachments = new Map<string, FakeAttachment>();
  /** Users who closed their DMs to the bot (Discord answers 50007). */
  readonly dmBlocked = new Set<string>();
  readonly bot: FakeUser;

  constructor(
    readonly applicationId: string,
    botName: string,
    private readonly baseUrl: () => string,
  ) {
    this.bot = { id: applicationId, username: botName, bot: true };
    this.users.set(this.bot.id, this.bot);
  }

  addUser(username: string, locale?: string): FakeUser {
    const user: FakeUser = { id: nextSnowflake(), username, bot: false, ...(locale ? { locale } : {}) };
    this.users.set(user.id, user);
    return user;
  }

  addGuild(name: string, ownerId: string, roles: { name: string; permissions?: bigint }[], channels: string[]): FakeGuild {
    const id = nextSnowflake();
    const guild: FakeGuild = {
      id,
      name,
      ownerId,
      roles: [{ id, name: '@everyone', permissions: EVERYONE_PERMISSIONS }],
      channelIds: [],
      members: new Map([
        [ownerId, []],
        [this.bot.id, []],
      ]),
    };
    for (const role of roles) {
      guild.roles.push({ id: nextSnowflake(), name: role.name, permissions: (role.permissions ?? 0n).toString() });
    }
    for (const channelName of channels) {
      const channel: FakeChannel = { id: nextSnowflake(), type: 0, name: channelName, guildId: id };
      this.channels.set(channel.id, channel);
      guild.channelIds.push(channel.id);
    }
    this.guilds.set(id, guild);
    return guild;
  }

  dmChannelFor(userId: string): FakeChannel {
    for (const channel of this.channels.values()) {
      if (channel.type === 1 && channel.recipientId === userId) return channel;
    }
    const channel: FakeChannel = { id: nextSnowflake(), type: 1, recipientId: userId };
    this.channels.set(channel.id, channel);
    return channel;
  }

  /** The member's permissions in a guild: owner and administrators have all. */
  permissionsOf(guild: FakeGuild, userId: string): bigint {
    if (guild.ownerId === userId) return BigInt(ALL_PERMISSIONS);
    const roleIds = new Set([guild.id, ...(guild.members.get(userId) ?? [])]);
    let bits = 0n;
    for (const role of guild.roles) if (roleIds.has(role.id)) bits |= BigInt(role.permissions);
    return (bits & PERMISSIONS.administrator) !== 0n ? BigInt(ALL_PERMISSIONS) : bits;
  }

  storeAttachment(channelId: string, filename: string, contentType: string, data: Buffer): FakeAttachment {
    const id = nextSnowflake();
    const attachment: FakeAttachment = {
      id,
      filename,
      contentType,
      data,
      url: `${this.baseUrl()}/attachments/${channelId}/${id}/${encodeURIComponent(filename)}`,
    };
    this.attachments.set(id, attachment);
    return attachment;
  }

  channelMessages(channelId: string): FakeMessage[] {
    return [...this.messages.values()].filter((message) => message.channelId === channelId && !message.deleted);
  }

  apiUser(user: FakeUser): Json {
    return {
      id: user.id,
      username: user.username,
      global_name: user.bot ? null : user.username,
      discriminator: '0',
      avatar: null,
      bot: user.bot,
      system: false,
      public_flags: 0,
      flags: 0,
    };
  }

  apiUserById(id: string): Json {
    const user = this.users.get(id);
    return user ? this.apiUser(user) : { id, username: 'unknown', discriminator: '0', avatar: null, global_name: null };
  }

  apiChannel(channel: FakeChannel): Json {
    if (channel.type === 1) {
      return {
        id: channel.id,
        type: 1,
        last_message_id: null,
        flags: 0,
        recipients: channel.recipientId ? [this.apiUserById(channel.recipientId)] : [],
      };
    }
    return {
      id: channel.id,
      type: 0,
      guild_id: channel.guildId,
      name: channel.name,
      position: 0,
      permission_overwrites: [],
      parent_id: null,
      nsfw: false,
      topic: null,
      last_message_id: null,
      rate_limit_per_user: 0,
      flags: 0,
    };
  }

  apiMember(guild: FakeGuild, userId: string): Json {
    return {
      user: this.apiUserById(userId),
      roles: guild.members.get(userId) ?? [],
      nick: null,
      avatar: null,
      joined_at: new Date(0).toISOString(),
      premium_since: null,
      deaf: false,
      mute: false,
      flags: 0,
      pending: false,
      communication_disabled_until: null,
    };
  }

  apiRole(role: FakeRole, position: number): Json {
    return {
      id: role.id,
      name: role.name,
      color: 0,
      colors: { primary_color: 0, secondary_color: null, tertiary_color: null },
      hoist: false,
      icon: null,
      unicode_emoji: null,
      position,
      permissions: role.permissions,
      managed: false,
      mentionable: false,
      flags: 0,
    };
  }

  /** The GUILD_CREATE payload discord.js needs to cache the guild, its channels, roles and members. */
  apiGuildCreate(guild: FakeGuild): Json {
    return {
      id: guild.id,
      name: guild.name,
      icon: null,
      splash: null,
      discovery_splash: null,
      owner_id: guild.ownerId,
      afk_channel_id: null,
      afk_timeout: 300,
      verification_level: 0,
      default_message_notifications: 0,
      explicit_content_filter: 0,
      roles: guild.roles.map((role, index) => this.apiRole(role, index)),
      emojis: [],
      stickers: [],
      features: [],
      mfa_level: 0,
      application_id: null,
      system_channel_id: null,
      system_channel_flags: 0,
      rules_channel_id: null,
      public_updates_channel_id: null,
      safety_alerts_channel_id: null,
      vanity_url_code: null,
      description: null,
      banner: null,
      premium_tier: 0,
      premium_subscription_count: 0,
      preferred_locale: 'en-US',
      nsfw_level: 0,
      premium_progress_bar_enabled: false,
      joined_at: new Date(0).toISOString(),
      large: false,
      unavailable: false,
      member_count: guild.members.size,
      voice_states: [],
      members: [...guild.members.keys()].map((userId) => this.apiMember(guild, userId)),
      channels: guild.channelIds.flatMap((id) => {
        const channel = this.channels.get(id);
        return channel ? [this.apiChannel(channel)] : [];
      }),
      threads: [],
      presences: [],
      stage_instances: [],
      guild_scheduled_events: [],
      soundboard_sounds: [],
    };
  }

  apiAttachment(attachment: FakeAttachment): Json {
    return {
      id: attachment.id,
      filename: attachment.filename,
      size: attachment.shownSize ?? attachment.data.length,
      url: attachment.url,
      proxy_url: attachment.url,
      content_type: attachment.contentType,
    };
  }

  apiMessage(message: FakeMessage): Json {
    const channel = this.channels.get(message.channelId);
    return {
      id: message.id,
      channel_id: message.channelId,
      ...(channel?.guildId ? { guild_id: channel.guildId } : {}),
      author: this.apiUserById(message.authorId),
      content: message.content,
      timestamp: message.timestamp,
      edited_timestamp: message.editedTimestamp,
      tts: false,
      mention_everyone: message.pinged.everyone,
      mentions: message.pinged.users.filter((id) => this.users.has(id)).map((id) => this.apiUserById(id)),
      mention_roles: message.pinged.roles,
      attachments: message.attachments.map((attachment) => this.apiAttachment(attachment)),
      embeds: message.embeds,
      components: message.components,
      pinned: false,
      type: message.referenceId ? 19 : 0,
      flags: message.flags,
      ...(message.webhookId ? { webhook_id: message.webhookId, application_id: this.applicationId } : {}),
      ...(message.referenceId ? { message_reference: { type: 0, message_id: message.referenceId, channel_id: message.channelId } } : {}),
    };
  }
}
