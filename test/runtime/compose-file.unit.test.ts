import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readRedisTarget } from '../../src/config/redis-config.js';

interface Service {
  image?: string;
  build?: unknown;
  command?: string[];
  profiles?: string[];
  volumes?: string[];
  ports?: string[];
  container_name?: string;
  environment?: Record<string, string>;
}

const compose = parse(readFileSync('docker-compose.yml', 'utf8'), { merge: true }) as {
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

const clusterCompose = parse(readFileSync('docker-compose.cluster.yml', 'utf8'), { merge: true }) as {
  services: Record<string, Service & { depends_on?: Record<string, { condition: string }> }>;
};

describe.each([
  ['docker-compose.yml', compose.services],
  ['docker-compose.cluster.yml', clusterCompose.services],
])('%s: health and metrics', (_file, services) => {
  it('publishes ports on the host’s loopback only: /metrics and /readyz are not open to the network', () => {
    const published = Object.values(services).flatMap((service) => service.ports ?? []);
    expect(published).toContain('127.0.0.1:9464:9464');
    for (const port of published) expect(port).toMatch(/^127\.0\.0\.1:/);
  });

  it('has the bot and the worker listen on the container’s network, where the published port and a scraper reach them', () => {
    for (const name of ['bot', 'worker']) expect(services[name]?.environment?.HTTP_HOST).toBe('0.0.0.0');
  });
});

describe('docker-compose.cluster.yml', () => {
  it('runs three cluster-mode Redis nodes, joins them once, then starts the bot and the worker', () => {
    const nodes = ['redis-1', 'redis-2', 'redis-3'];
    for (const node of nodes) expect(clusterCompose.services[node]?.command?.join(' ')).toContain('--cluster-enabled yes');
    const create = clusterCompose.services['redis-cluster']?.command?.join(' ') ?? '';
    expect(create).toContain(`--cluster create ${nodes.map((node) => `${node}:6379`).join(' ')}`);
    for (const service of ['bot', 'worker'])
      expect(clusterCompose.services[service]?.depends_on?.['redis-cluster']?.condition).toBe('service_completed_successfully');
  });

  it('points the bot and the worker at every node, as a cluster and not as one Redis', () => {
    for (const service of ['bot', 'worker']) {
      const environment = clusterCompose.services[service]?.environment ?? {};
      expect(readRedisTarget((name) => environment[name] || undefined)).toEqual({
        kind: 'cluster',
        nodes: [1, 2, 3].map((index) => ({ host: `redis-${index}`, port: 6379 })),
      });
    }
  });
});
