import type { Json } from './fake-state.js';

/** Who a message notifies. */
export interface MentionPings {
  everyone: boolean;
  users: string[];
  roles: string[];
}

/**
 * Who Discord notifies for a new message: mentions count in `content` only (never in an
 * embed), and `allowed_mentions` decides which of them ping. Without it Discord parses
 * every kind; with it, `parse` names the kinds (`everyone` covers @here too) and `users`
 * and `roles` list the ids allowed besides.
 */
export function mentionPings(payload: Json): MentionPings {
  const content = typeof payload.content === 'string' ? payload.content : '';
  const allowed =
    typeof payload.allowed_mentions === 'object' && payload.allowed_mentions !== null ? (payload.allowed_mentions as Json) : null;
  const parse = allowed === null ? ['everyone', 'users', 'roles'] : stringList(allowed.parse);
  const allowedUsers = allowed === null ? [] : stringList(allowed.users);
  const allowedRoles = allowed === null ? [] : stringList(allowed.roles);
  const mentioned = (pattern: RegExp) => [...new Set([...content.matchAll(pattern)].map((match) => match[1] ?? ''))];
  return {
    everyone: parse.includes('everyone') && /@(everyone|here)\b/.test(content),
    users: mentioned(/<@!?(\d{1,20})>/g).filter((id) => parse.includes('users') || allowedUsers.includes(id)),
    roles: mentioned(/<@&(\d{1,20})>/g).filter((id) => parse.includes('roles') || allowedRoles.includes(id)),
  };
}

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((entry): entry is string => typeof entry === 'string') : [];
}
