import { t } from '../../i18n/index.js';
import { roleAtLeast, type Role } from '../../domain/roles.js';
import type { RegisteredAccountCommand } from '../command.js';
import type { CoreServices } from '../services.js';
import type { Base } from './dispatch-types.js';

/** The account a command acts on and the asker's role there, or the sentence refusing it (with the role `needed` when too low). */
export async function actingAccount(
  services: CoreServices,
  base: Base,
  command: RegisteredAccountCommand,
  boundAccountId: string | null,
): Promise<{ accountId: string; role: Role } | { refusal: string; needed?: Role }> {
  const { team, identities } = services.stores;
  let accountId: string | null = boundAccountId ?? base.granted?.accountId ?? base.onlyAccount ?? null;
  if (accountId === null && base.place.kind === 'group') {
    accountId = await team.accountForPlace(base.place.platform, base.place.chatId);
    if (accountId === null && !command.unlinkedGroupUsesActiveAccount) {
      return { refusal: t('dispatch-group-not-linked') };
    }
  }
  if (accountId === null) {
    const active = await identities.activeAccount(base.identityId);
    if (!active) return { refusal: t('dispatch-no-account') };
    accountId = active.accountId;
  }
  const role = await roleOn(services, base, accountId);
  if (role === null && boundAccountId !== null) return { refusal: t('dispatch-bound-account-lost') };
  if (role === null) return { refusal: t('dispatch-no-role') };
  if (!roleAtLeast(role, command.role))
    return { refusal: t('dispatch-role-refused', { command: command.id, needed: command.role, role }), needed: command.role };
  return { accountId, role };
}

/** The asker's role on the account: a token's own on its shop (none elsewhere), a person's on the team (a dashboard session's shop only). */
export async function roleOn(services: CoreServices, base: Base, accountId: string): Promise<Role | null> {
  if (base.granted) return base.granted.accountId === accountId ? base.granted.role : null;
  if (base.onlyAccount !== undefined && base.onlyAccount !== accountId) return null;
  return services.stores.team.roleOf(accountId, base.identityId);
}
