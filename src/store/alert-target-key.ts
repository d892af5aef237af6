import type { AlertTarget } from '../domain/alert-target.js';

/** One alert target as a field name or set member: `platform|kind|id` (ids may hold `|`, platforms and kinds never do). */
export function targetKey(target: AlertTarget): string {
  return `${target.platform}|${target.kind}|${target.id}`;
}

/** The kind of chat a `targetKey` names: edits are paced by that kind's limits. */
function targetKindOf(key: string): AlertTarget['kind'] {
  return key.split('|')[1] === 'user' ? 'user' : 'channel';
}

/** The chat a `targetKey` names: an edit of its message is worded in that chat's language. */
export function targetOf(key: string): AlertTarget {
  const [platform = '', , ...id] = key.split('|');
  return { platform: platform as AlertTarget['platform'], kind: targetKindOf(key), id: id.join('|') };
}
