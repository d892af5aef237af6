import { createStores } from '../src/store/stores.js';
import { runOnRedis } from './runtime/run-command-line.js';

// Usage: npm run vault:reseal [-- --namespace hawker]
runOnRedis('vault:reseal', async (redis, namespace, config) => {
  const stores = createStores(redis, namespace, config.masterKeys);
  const report = await stores.resealAll();
  console.log(
    `Re-sealed ${report.resealed} API key(s) under master key "${config.masterKeys.newest.id}"; ${report.current} already current; hash secret ${report.hashSecret === 'resealed' ? 're-sealed' : report.hashSecret === 'current' ? 'already current' : 'UNREADABLE'}.`,
  );
  console.log(`Re-sealed ${report.pools.resealed} pool code(s); ${report.pools.current} already current.`);
  console.log(
    `Re-sealed ${report.supplierSecrets.resealed} supplier signing secret(s); ${report.supplierSecrets.current} already current.`,
  );
  console.log(
    `Re-sealed the goods of ${report.supplierGoods.resealed} supplier delivery(ies) under way; ${report.supplierGoods.current} already current.`,
  );
  console.log(`Re-sealed ${report.webhookSecrets.resealed} webhook signing secret(s); ${report.webhookSecrets.current} already current.`);
  if (report.hashSecret === 'failed') {
    console.error(
      'The hash secret does not open with any key in the ring: put the master key it was sealed under back into HAWKER_MASTER_KEYS.',
    );
  }
  if (report.failed.length > 0) {
    console.error(
      `${report.failed.length} key(s) do not open with any key in the ring and were left as they are: accounts ${report.failed.join(', ')}`,
    );
  }
  if (report.pools.failed.length > 0) {
    console.error(
      `Pool codes that do not open with any key in the ring were left as they are, in pools (account/pool) ${report.pools.failed.join(', ')}`,
    );
  }
  if (report.supplierSecrets.failed.length > 0) {
    console.error(
      `Supplier signing secrets that do not open with any key in the ring were left as they are, for (account/listing) ${report.supplierSecrets.failed.join(', ')}`,
    );
  }
  if (report.supplierGoods.failed.length > 0) {
    console.error(
      `Supplier goods of deliveries under way that do not open with any key in the ring were left as they are, for (account/order) ${report.supplierGoods.failed.join(', ')}`,
    );
  }
  if (report.webhookSecrets.failed.length > 0) {
    console.error(
      `Webhook signing secrets that do not open with any key in the ring were left as they are, for (account/endpoint) ${report.webhookSecrets.failed.join(', ')}`,
    );
  }
  const failed =
    report.failed.length +
    report.pools.failed.length +
    report.supplierSecrets.failed.length +
    report.supplierGoods.failed.length +
    report.webhookSecrets.failed.length;
  return failed > 0 || report.hashSecret === 'failed' ? 1 : 0;
});
