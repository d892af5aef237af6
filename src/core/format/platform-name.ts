import { t } from '../../i18n/index.js';
import type { Platform } from '../../domain/platform.js';

const PLATFORM_NAMES: Record<Platform, () => string> = {
  telegram: () => t('link-platform-telegram'),
  discord: () => t('link-platform-discord'),
  console: () => t('link-platform-console'),
  test: () => t('link-platform-test'),
  api: () => t('link-platform-api'),
  dashboard: () => t('link-platform-dashboard'),
};

/** A chat platform as people call it, in the current language. */
export function platformName(platform: Platform): string {
  return PLATFORM_NAMES[platform]();
}
