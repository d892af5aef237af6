import fc from 'fast-check';

/** Text a person might type, or paste by accident: plain words, numbers at their edges, markup, control characters, huge blobs. */
export function typedText(ids: string[] = []): fc.Arbitrary<string> {
  const numbers = fc.constantFrom(
    '0',
    '-1',
    '1',
    '0.005',
    '12.50',
    '$12.50',
    '1250c',
    '1e309',
    '-0',
    'NaN',
    'Infinity',
    '0x10',
    '9007199254740993',
    '1,000',
    '٣',
    '12.5.1',
    '$',
    'c',
    '.5',
    '00012',
  );
  const markup = fc.constantFrom(
    '<b>x</b>',
    '*bold* _it_ `code`',
    '[a](http://x)',
    '@everyone',
    '||spoiler||',
    '${1+1}',
    '{{x}}',
    '%s%n',
    '../../etc/passwd',
    '\u0000',
    '\u202e',
    '🙂🙂',
    '\r\n',
    'DROP TABLE',
  );
  const named = fc
    .tuple(
      fc.constantFrom(
        'status',
        'game',
        'title',
        'page',
        'order',
        'id',
        'amount',
        'field',
        'value',
        'goods',
        'key',
        'label',
        'count',
        'action',
        'nope',
      ),
      fc.string({ maxLength: 12 }),
    )
    .map(([key, value]) => `${key}=${value}`);
  const idLike =
    ids.length > 0
      ? fc.constantFrom(...ids).chain((id) => fc.constantFrom(id, id.slice(0, 8), id.toUpperCase(), `${id}x`, id.slice(0, 7)))
      : fc.uuid();
  const word = fc.oneof(
    { weight: 3, arbitrary: fc.string({ maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
    { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 20 }) },
    { weight: 2, arbitrary: numbers },
    { weight: 1, arbitrary: markup },
    { weight: 2, arbitrary: named },
    { weight: 3, arbitrary: idLike },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'active',
        'draft',
        'paused',
        'set',
        'add',
        'remove',
        'title',
        'description',
        'tags',
        'invite',
        'link',
        'unlink',
        'members',
        'revoke',
        'mode',
        'team',
        'both',
        'private',
        'reminders',
        'mute',
        'unmute',
        'on',
        'off',
        'lowstock',
        'viewer',
        'owner',
      ),
    },
  );
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(word, { maxLength: 6 }).map((words) => words.join(' ')) },
    { weight: 1, arbitrary: fc.array(word, { maxLength: 5 }).map((words) => words.join('\n')) },
    { weight: 1, arbitrary: fc.string({ minLength: 3000, maxLength: 6000 }) },
  );
}

/** Values a Discord slash command or modal could carry, typed or not as declared. */
export function optionValue(): fc.Arbitrary<string | number | boolean> {
  return fc.oneof(
    fc.string({ maxLength: 40 }),
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constantFrom(Number.MAX_SAFE_INTEGER, -0, 1e21),
  );
}

/** A file a person could send: text, JSON that is not what is expected, or random bytes. */
export function sentFile(): fc.Arbitrary<{ filename: string; contentType: string; data: Uint8Array }> {
  const content = fc.oneof(
    fc.string({ maxLength: 400 }).map((text) => new TextEncoder().encode(text)),
    fc.json().map((json) => new TextEncoder().encode(json)),
    fc.uint8Array({ maxLength: 600 }),
    fc
      .constantFrom('{"code":"A"}\n{"code":"B"}', '[{"code":1}]', '[]', '{', 'CODE-1\nCODE-1', '\uFEFFCODE-2')
      .map((text) => new TextEncoder().encode(text)),
  );
  return fc.record({
    filename: fc.constantFrom('codes.txt', 'codes.csv', 'goods.json', 'picture.png', 'x', '../../secret', 'a'.repeat(300)),
    contentType: fc.constantFrom('text/plain', 'text/csv', 'application/json', 'image/png', 'application/octet-stream', ''),
    data: content,
  });
}
