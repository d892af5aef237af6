/** Enough of an identity id to name a member for good: list positions shift as people join and leave. */
const MEMBER_ID_LENGTH = 8;
/** Fewer typed characters could name several people by accident. */
const MEMBER_ID_MIN_TYPED = 4;

/** A member as `team members` shows them and commands take them (`team revoke 3f9c0a1b`). */
export function memberId(identityId: string): string {
  return identityId.slice(0, MEMBER_ID_LENGTH);
}

/** The one member whose id starts with what was typed (at least four characters), or null when none or several do. */
export function matchMember<T extends { identityId: string }>(members: readonly T[], typed: string | undefined): T | null {
  const prefix = typed?.toLowerCase() ?? '';
  const matching = prefix.length >= MEMBER_ID_MIN_TYPED ? members.filter((member) => member.identityId.startsWith(prefix)) : [];
  return matching.length === 1 ? (matching[0] ?? null) : null;
}
