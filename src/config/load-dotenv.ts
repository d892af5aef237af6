import { existsSync } from 'node:fs';

/** Loads `.env` into process.env when the file exists; variables already set win. True when loaded. */
export function loadDotenv(path = '.env'): boolean {
  if (!existsSync(path)) return false;
  process.loadEnvFile(path);
  return true;
}
