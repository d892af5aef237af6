import js from '@eslint/js';
import tseslint from 'typescript-eslint';

const chatAndQueueLibraries = [
  { name: 'discord.js', message: 'src/ is platform-neutral: Discord code lives in adapters/discord.' },
  { name: 'grammy', message: 'src/ is platform-neutral: Telegram code lives in adapters/telegram.' },
  { name: '@grammyjs/runner', message: 'src/ is platform-neutral: Telegram code lives in adapters/telegram.' },
  { name: 'bullmq', message: 'src/ knows nothing of queues: BullMQ code lives in jobs/.' },
];

export default tseslint.config(
  { ignores: ['node_modules/', '.data/', 'dist/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  {
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: chatAndQueueLibraries,
          patterns: [
            { group: ['discord.js/*', 'grammy/*', '@grammyjs/*', 'bullmq/*', '@discordjs/*'], message: 'src/ is platform-neutral.' },
            { group: ['**/adapters/**', '**/jobs/**', '**/bin/**'], message: 'src/ never depends on adapters/, jobs/ or bin/: they depend on it.' },
          ],
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
