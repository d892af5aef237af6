// `npm run sandbox -- --port N [--no-limits] [--buyers R] [--seed S]`: one JSON line
// on stdout once listening ({baseUrl, adminToken, sellers}); logs go to stderr.
// It listens on 127.0.0.1; `--host 0.0.0.0` is for the compose demo's container network only.
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { createLogger } from '../src/log/logger.js';
import { startSandbox } from '../sandbox/index.js';

function integer(name: string, text: string | undefined, fallback: number | undefined): number | undefined {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`--${name} takes a whole number >= 0, not ${JSON.stringify(text)}`);
    process.exit(2);
  }
  return value;
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    host: { type: 'string', default: '127.0.0.1' },
    'no-limits': { type: 'boolean', default: false },
    buyers: { type: 'string' },
    seed: { type: 'string' },
    'log-level': { type: 'string', default: 'info' },
  },
  strict: true,
});

const logger = createLogger({ name: 'sandbox', level: values['log-level'], destination: pino.destination(2) });
const sandbox = await startSandbox({
  port: integer('port', values.port, 0),
  host: values.host,
  limits: !values['no-limits'],
  buyersPerMinute: integer('buyers', values.buyers, undefined),
  seed: integer('seed', values.seed, undefined),
  logger,
});
process.stdout.write(`${JSON.stringify({ baseUrl: sandbox.baseUrl, adminToken: sandbox.adminToken, sellers: sandbox.sellers })}\n`);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    void sandbox.close().then(() => process.exit(0));
  });
}
