import { t } from '../../i18n/index.js';

// A role as a sentence names it; what people type (`team invite viewer`) stays the English value.
const ROLE: Record<string, () => string> = {
  viewer: () => t('role-viewer'),
  operator: () => t('role-operator'),
  manager: () => t('role-manager'),
  owner: () => t('role-owner'),
};

/** The word for a team role in the reader's language; a value Hawker does not know is shown as it came. */
export function roleWord(role: string): string {
  const word = Object.hasOwn(ROLE, role) ? ROLE[role] : undefined;
  return word ? word() : role;
}
