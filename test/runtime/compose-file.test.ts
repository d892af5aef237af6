import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  profiles?: string[];
  volumes?: string[];
  ports?: string[];
  container_name?: string;
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8')) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};

describe('docker-compose.yml', () => {
  it('names Redis, the bot, the worker and the demo sandbox', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['bot', 'redis', 'sandbox', 'worker']);
    expect(compose.services.sandbox?.profiles).toEqual(['demo']);
  });

  it('keeps Redis data on a volume with the append-only file on', () => {
    const redis = compose.services.redis;
    expect(redis?.command?.join(' ')).toContain('--appendonly yes');
    expect(redis?.volumes?.[0]).toMatch(/^redis-data:\/data$/);
    expect(compose.volumes).toHaveProperty('redis-data');
  });

  it('lets the worker scale: no fixed name and no host port', () => {
    const worker = compose.services.worker;
    expect(worker?.container_name).toBeUndefined();
    expect(worker?.ports).toBeUndefined();
    expect(worker?.command).toContain('bin/worker.ts');
    expect(compose.services.bot?.command).toContain('bin/bot.ts');
  });
});
