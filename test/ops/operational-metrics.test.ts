import { randomBytes } from 'node:crypto';
import { Queue } from 'bullmq';
import { afterAll, describe, expect, it } from 'vitest';
import { reportQueueDepth } from '../../jobs/queue-depth.js';
import { countedNotifier } from '../../src/notify/counted-notifier.js';
import { createHawkerMetrics } from '../../src/ops/hawker-metrics.js';
import { RecordingNotifier } from '../support/recording-notifier.js';
import { createTestRedis } from '../support/test-redis.js';
import { duplicateRedis } from '../../src/runtime/redis-connection.js';

const testRedis = createTestRedis('operational-metrics');
afterAll(() => testRedis.cleanup());

describe('what operators see of chat and queue trouble', () => {
  it('counts chat API refusals by platform and kind, and passes every outcome through', async () => {
    const metrics = createHawkerMetrics();
    const recording = new RecordingNotifier('telegram');
    const notifier = countedNotifier(recording, metrics.chatApiErrors);
    recording.removeChat('gone-chat');
    recording.rateLimit('busy-chat', 1, 1_000);

    expect(await notifier.send({ platform: 'telegram', kind: 'channel', id: 'ok-chat' }, { text: 'hello' })).toMatchObject({ ok: true });
    expect(await notifier.send({ platform: 'telegram', kind: 'channel', id: 'gone-chat' }, { text: 'hello' })).toMatchObject({
      reason: 'target_gone',
    });
    expect(await notifier.send({ platform: 'telegram', kind: 'channel', id: 'busy-chat' }, { text: 'hello' })).toMatchObject({
      reason: 'rate_limited',
    });

    expect(recording.messages).toHaveLength(1);
    const text = await metrics.registry.metrics();
    expect(text).toContain('hawker_chat_api_errors_total{platform="telegram",kind="target_gone"} 1');
    expect(text).toContain('hawker_chat_api_errors_total{platform="telegram",kind="rate_limited"} 1');
  });

  it('reports how many jobs wait in each queue', async () => {
    const metrics = createHawkerMetrics();
    const prefix = `${testRedis.namespace}:{bull-${randomBytes(3).toString('hex')}}`;
    const connection = duplicateRedis(testRedis.redis, { maxRetriesPerRequest: null });
    const queue = new Queue('notify', { connection, prefix });
    await queue.add('alert', {}, { delay: 60_000 });
    await queue.add('alert', {});
    await queue.add('alert', {});
    const stop = reportQueueDepth({ notify: queue }, metrics.queueDepth, 50);
    try {
      await expect.poll(() => metrics.registry.metrics(), { timeout: 10_000 }).toContain('hawker_queue_depth{queue="notify"} 3');
    } finally {
      stop();
      await queue.obliterate({ force: true });
      await queue.close();
      connection.disconnect();
    }
  });
});
