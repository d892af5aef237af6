import type { CommandInfo } from '../../../../src/core/command-info.js';

/** A registry shaped like Hawker's: account commands with typed, enum, autocomplete and secret arguments. */
export const SAMPLE_COMMANDS: CommandInfo[] = [
  {
    id: 'connect',
    description: 'Connect a seller account with its API key',
    arguments: [{ name: 'key', description: 'Your marketplace API key', type: 'string', required: true, secret: true }],
    role: 'none',
    scopes: ['private'],
  },
  {
    id: 'listings',
    description: 'Your listings, filtered and paged',
    arguments: [
      {
        name: 'status',
        description: 'Only listings in this status',
        type: 'string',
        required: false,
        choices: ['active', 'draft', 'paused'],
      },
      { name: 'page', description: 'Page number', type: 'integer', required: false },
      { name: 'title', description: 'Title contains', type: 'string', required: false, rest: true },
    ],
    role: 'viewer',
    scopes: ['private', 'group'],
  },
  {
    id: 'pause',
    description: 'Pause a listing',
    arguments: [{ name: 'listing', description: 'The listing', type: 'string', required: true, autocomplete: 'listing' }],
    role: 'manager',
    scopes: ['private', 'group'],
  },
  {
    id: 'deliver',
    description: 'Deliver an order',
    arguments: [
      { name: 'goods', description: 'The goods', type: 'string', required: false, secret: true },
      { name: 'order', description: 'The order', type: 'string', required: true, autocomplete: 'order' },
    ],
    role: 'operator',
    scopes: ['private', 'group'],
  },
  {
    id: 'team',
    description: 'Manage the team',
    arguments: [],
    defaultVerb: 'members',
    verbs: [
      { name: 'members', description: 'Who is on the team', arguments: [], role: 'owner' },
      {
        name: 'invite',
        description: 'A one-time invite code',
        arguments: [{ name: 'role', description: 'The role it gives', type: 'string', required: true, choices: ['viewer', 'operator'] }],
        role: 'owner',
      },
      { name: 'link', description: 'Link this channel', arguments: [], role: 'owner' },
    ],
    role: 'owner',
    scopes: ['group', 'private'],
  },
  {
    id: 'restock',
    description: 'Add stock or remove a unit',
    arguments: [],
    defaultVerb: 'add',
    verbs: [
      {
        name: 'add',
        typedAt: null,
        description: 'Codes or a quantity',
        arguments: [
          { name: 'id', description: 'The listing', type: 'string', required: true, autocomplete: 'listing' },
          { name: 'input', description: 'Codes', type: 'string', required: false, secret: true, rest: true },
        ],
        role: 'operator',
      },
      {
        name: 'remove',
        typedAt: 1,
        description: 'Remove a unit',
        arguments: [
          { name: 'id', description: 'The listing', type: 'string', required: true, autocomplete: 'listing' },
          { name: 'unit', description: 'The unit', type: 'string', required: false, rest: true },
        ],
        role: 'operator',
      },
    ],
    role: 'operator',
    scopes: ['private', 'group'],
  },
];
