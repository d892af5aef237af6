import { generateKeyRingEntry, KeyRingError } from '../src/store/key-ring.js';

// Usage: npm run vault:keygen [-- <keyId>]
try {
  console.log(generateKeyRingEntry(process.argv[2]));
  console.error(
    [
      'Put this entry FIRST in HAWKER_MASTER_KEYS (comma-separated, newest first) and keep the older entries after it;',
      'restart Hawker, then run `npm run vault:reseal`. Drop an older entry only once the reseal reports no failures',
      'and conversations started before the restart (their sealed answers expire with them) are over.',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof KeyRingError)) throw error;
  console.error(`vault:keygen: ${error.message}`);
  process.exitCode = 1;
}
