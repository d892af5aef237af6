import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeDiscord, type FakeDiscord, type FakeGuild } from '../../fakes/discord/index.js';

const run = promisify(execFile);

describe('npm run discord:register', () => {
  let fake: FakeDiscord;
  let guild: FakeGuild;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    fake = await startFakeDiscord();
    guild = fake.addGuild({ name: 'Dev server', owner: fake.addUser('dev') });
    env = {
      PATH: process.env.PATH,
      DISCORD_TOKEN: fake.token,
      DISCORD_APPLICATION_ID: fake.applicationId,
      DISCORD_API_ROOT: `${fake.apiRoot}/v10`,
    };
  });
  afterAll(() => fake.close());

  const register = (...args: string[]) =>
    run(process.execPath, ['--import', 'tsx', 'bin/discord-register.ts', ...args], { env, cwd: process.cwd(), timeout: 60_000 });

  it('registers the server commands in one server and the DM commands globally, then reports them unchanged', async () => {
    const first = await register('--guild', guild.id);
    expect(first.stdout).toMatch(/^Registered \d+ commands in server \d+\.\nRegistered \d+ DM commands globally/);
    const inServer = fake.commands(guild).map((command) => command.name);
    expect(inServer).toEqual(expect.arrayContaining(['listings', 'listing', 'pause', 'deliver', 'team', 'alerts', 'dashboard', 'help']));
    expect(inServer).not.toContain('connect');
    const inDms = fake.commands().map((command) => command.name);
    expect(inDms).toEqual(expect.arrayContaining(['connect', 'link', 'notify', 'listings', 'dashboard', 'help']));
    const second = await register('--guild', guild.id);
    expect(second.stdout).toMatch(/^Unchanged: .* in server \d+\.\nUnchanged: .* DM commands globally/);
    expect(fake.calls.filter((call) => call.method === 'PUT')).toHaveLength(2);
  });

  it('asks for exactly one of --guild and --global', async () => {
    await expect(register()).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') as string });
  });
});
