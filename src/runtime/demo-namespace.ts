import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const ID_FILE = 'demo-id';
const ID = /^[0-9a-f]{16}$/;

/**
 * The Redis namespace of the demo kept in a data folder (`.data`, or HAWKER_DATA_DIR). A random
 * id written in the folder on its first start names it, so a demo started from another folder
 * (another checkout, a test's temporary one) never reads, wipes or works the jobs of this one,
 * and the folder keeps its namespace when it is moved. A missing or unreadable id is replaced.
 */
export function demoNamespace(dataDir: string): string {
  const path = join(dataDir, ID_FILE);
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(path, `${randomBytes(8).toString('hex')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Written by an earlier start: that id stands.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  let id = readFileSync(path, 'utf8').trim();
  if (!ID.test(id)) {
    id = randomBytes(8).toString('hex');
    writeFileSync(path, `${id}\n`, { mode: 0o600 });
  }
  return `hawker-demo-${id}`;
}
