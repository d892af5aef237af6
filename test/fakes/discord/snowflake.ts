const DISCORD_EPOCH = 1_420_070_400_000n;
let increment = 0n;

/** Real-shaped snowflakes (discord.js reads their timestamp), unique within the process. */
export function nextSnowflake(): string {
  increment = (increment + 1n) & 0xfffn;
  const timestamp = BigInt(Date.now()) - DISCORD_EPOCH;
  return ((timestamp << 22n) | (BigInt(process.pid & 0x3ff) << 12n) | increment).toString();
}
