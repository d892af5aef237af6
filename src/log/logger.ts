import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Field paths that may carry an API key, goods or proxy credentials anywhere in a log object. pino
 * replaces them before serialising, so nothing downstream ever sees the value. Goods
 * travel only inside `goods`, `units` and `codes`; a lone `code` is an error code
 * (`ECONNREFUSED`, `account_suspended`) and stays readable.
 */
const REDACTED_PATHS = [
  'authorization',
  'Authorization',
  '*.authorization',
  '*.Authorization',
  'headers.authorization',
  '*.headers.authorization',
  'apiKey',
  '*.apiKey',
  'api_key',
  '*.api_key',
  'key',
  '*.key',
  'sealedKey',
  '*.sealedKey',
  'goods',
  '*.goods',
  'units',
  '*.units',
  'codes',
  '*.codes',
  'body',
  '*.body',
  // Proxy addresses may carry user:password (HTTPS_PROXY=http://user:secret@proxy:3128).
  'proxy',
  '*.proxy',
  'httpProxy',
  '*.httpProxy',
  'httpsProxy',
  '*.httpsProxy',
];

export interface LoggerOptions {
  level?: string;
  name?: string;
  /** Human-readable output for a terminal instead of JSON lines. */
  pretty?: boolean;
  /** Where lines go (tests capture them); stdout by default. */
  destination?: DestinationStream;
}

export function createLogger(options: LoggerOptions = {}): Logger {
  const base = {
    level: options.level ?? 'info',
    name: options.name ?? 'hawker',
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  };
  if (options.destination) return pino(base, options.destination);
  if (options.pretty) {
    return pino({ ...base, transport: { target: 'pino-pretty', options: { colorize: true, destination: 2 } } });
  }
  return pino(base);
}
