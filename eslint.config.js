import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const chatAndQueueLibraries = [
  { name: 'discord.js', message: 'src/ is platform-neutral: Discord code lives in adapters/discord.' },
  { name: 'grammy', message: 'src/ is platform-neutral: Telegram code lives in adapters/telegram.' },
  { name: '@grammyjs/runner', message: 'src/ is platform-neutral: Telegram code lives in adapters/telegram.' },
  { name: 'bullmq', message: 'src/ knows nothing of queues: BullMQ code lives in jobs/.' },
];

const testCode = { regex: '(^|/)test/', message: 'Only tests import from test/: move what other code needs out of it.' };
// The benchmarks measure the real notifiers against the fake chat servers, on the listing
// tests also publish: those entry points, and nothing else of test/, they may import.
const testCodeExceptBenchFixtures = {
  ...testCode,
  regex: '(^|/)test/(?!fakes/[^/]+/index\\.js$|support/manual-listing\\.js$)',
};
// Jobs and adapters both depend on src/ and meet only in bin/, which hands the worker its notifiers.
const adapterCode = { group: ['**/adapters/**'], message: 'jobs/ never imports adapters/: bin/ wires notifiers into the worker.' };
const jobCode = { group: ['**/jobs/**'], message: 'adapters/ never imports jobs/: bin/ wires them together.' };
// Jobs reach Redis only through the stores (src/store/), which own every key and its format.
const redisClient = {
  name: 'ioredis',
  message: 'jobs/ reach Redis through stores only: add a method to the store in src/store/ that owns the key.',
};
const redisConnection = {
  group: ['**/src/runtime/redis-connection*', '**/src/store/redis-script*'],
  message: 'jobs/ reach Redis through stores only: add a method to the store in src/store/ that owns the key.',
};

const srcPatterns = [
  { group: ['discord.js/*', 'grammy/*', '@grammyjs/*', 'bullmq/*', '@discordjs/*'], message: 'src/ is platform-neutral.' },
  { group: ['**/adapters/**', '**/jobs/**', '**/bin/**'], message: 'src/ never depends on adapters/, jobs/ or bin/: they depend on it.' },
  testCode,
];
// The floors of src/, lowest first: a folder imports only folders on lower floors, so no two folders
// need each other (scripts/check-import-cycles.ts fails on any loop left between folders).
const SRC_FLOORS = {
  domain: 0,
  log: 1,
  i18n: 1,
  runtime: 1,
  net: 2,
  http: 2,
  store: 3,
  api: 4,
  notify: 4,
  config: 5,
  ops: 6,
  orders: 7,
  core: 8,
  dashboard: 9,
  'api-server': 10,
};
function upwardImports(folder, floor) {
  const above = Object.entries(SRC_FLOORS)
    .filter(([other, otherFloor]) => other !== folder && otherFloor >= floor)
    .map(([other]) => other);
  return {
    regex: `^(\\.\\./)+(${above.join('|')})/`,
    message: `src/${folder}/ is on floor ${floor} and imports only lower floors: move what both need down (src/domain/ holds the shared vocabulary). See docs/architecture.md, "Floors".`,
  };
}

export default tseslint.config(
  { ignores: ['node_modules/', '.data/', 'dist/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': ['error', { considerDefaultExhaustiveForUnions: true }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
      // An async method that fulfils a Promise-returning contract (a notifier, a core) need not await.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    // A product function reads in one screen: past 100 lines it is several concepts, each wanting a name.
    files: ['src/**/*.ts', 'adapters/**/*.ts', 'jobs/**/*.ts', 'bin/**/*.ts', 'sandbox/**/*.ts', 'web/**/*.ts', 'web/**/*.tsx'],
    rules: {
      'max-lines-per-function': ['error', { max: 100 }],
      // A product file holds one concept: past 400 lines it holds several, each wanting a file.
      'max-lines': ['error', { max: 400 }],
    },
  },
  {
    // vitest's asymmetric matchers are typed `any`, and test helpers hand out plain functions.
    files: ['test/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off', '@typescript-eslint/unbound-method': 'off' },
  },
  {
    files: ['**/*.ts'],
    ignores: ['test/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testCode] }] },
  },
  {
    files: ['bench/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testCodeExceptBenchFixtures] }] },
  },
  {
    files: ['jobs/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [redisClient], patterns: [testCode, adapterCode, redisConnection] }] },
  },
  {
    // The worker (its context builder too) hands the stores Hawker's Redis and duplicates it for BullMQ's own connection.
    files: ['jobs/worker.ts', 'jobs/worker-context.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [redisClient], patterns: [testCode, adapterCode] }] },
  },
  {
    files: ['adapters/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [testCode, jobCode] }] },
  },
  {
    files: ['src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: chatAndQueueLibraries, patterns: srcPatterns }] },
  },
  // Each folder of src/ imports only the floors below its own (docs/architecture.md, "Floors").
  ...Object.entries(SRC_FLOORS).map(([folder, floor]) => ({
    files: [`src/${folder}/**/*.ts`],
    rules: {
      'no-restricted-imports': ['error', { paths: chatAndQueueLibraries, patterns: [...srcPatterns, upwardImports(folder, floor)] }],
    },
  })),
  {
    // The order module sits under the core and the jobs: they register their listeners with it, it imports neither.
    files: ['src/orders/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: chatAndQueueLibraries,
          patterns: [
            { group: ['discord.js/*', 'grammy/*', '@grammyjs/*', 'bullmq/*', '@discordjs/*'], message: 'src/ is platform-neutral.' },
            {
              group: ['**/adapters/**', '**/jobs/**', '**/bin/**', '**/core/**'],
              message: 'src/orders/ never depends on the core, jobs, adapters or bin: they register with it.',
            },
            testCode,
          ],
        },
      ],
    },
  },
  {
    // The dashboard page runs in a browser: it reads the server's JSON (web/wire.ts), never imports its code;
    // only the types of that JSON, from the one server file that holds nothing else.
    files: ['web/**/*.ts', 'web/**/*.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/src/**/*.js',
                '**/src/**/*.ts',
                '!**/src/dashboard/dashboard-wire.js',
                '**/adapters/**',
                '**/jobs/**',
                '**/bin/**',
                'node:*',
              ],
              message: 'web/ runs in the browser: read the JSON the server sends.',
            },
            testCode,
          ],
        },
      ],
    },
  },
  {
    // Each Redis key has one owner, listed in docs/jobs.md ("Redis keys"); everything else calls its methods.
    files: ['src/**/*.ts', 'jobs/**/*.ts', 'adapters/**/*.ts', 'bin/**/*.ts'],
    ignores: ['src/store/**', 'jobs/job-keys.ts', 'src/api/request-core.ts', 'adapters/telegram/outgoing/outgoing-path.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "TemplateLiteral[quasis.0.value.raw=''][quasis.1.value.raw=/^:/]:matches([expressions.0.name=/namespace$/i], [expressions.0.property.name=/namespace$/i])",
          message:
            'Redis key names are built only by the store that owns the key (src/store/): call its methods. See docs/jobs.md, "Redis keys".',
        },
      ],
    },
  },
  {
    files: ['bin/**/*.ts', 'scripts/**/*.ts', 'bench/**/*.ts', 'adapters/console/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js'],
    ...tseslint.configs.disableTypeChecked,
  },
);
