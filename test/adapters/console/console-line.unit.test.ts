import { describe, expect, it } from 'vitest';
import { parseConsoleLine } from '../../../adapters/console/console-line.js';
import { renderReply } from '../../../adapters/console/console-render.js';

describe('what a typed console line means', () => {
  it('reads commands with their arguments', () => {
    expect(parseConsoleLine('/listings active')).toEqual({ kind: 'command', name: 'listings', text: 'active' });
    expect(parseConsoleLine('  /Deliver 3f2a  ')).toEqual({ kind: 'command', name: 'deliver', text: '3f2a' });
    expect(parseConsoleLine('/help')).toEqual({ kind: 'command', name: 'help', text: '' });
  });

  it('reads a number as a choice, @N as a reply to message N, file as an upload', () => {
    expect(parseConsoleLine('2')).toEqual({ kind: 'choice', number: 2 });
    expect(parseConsoleLine('@12 CODE-1')).toEqual({ kind: 'reply', messageNumber: 12, text: 'CODE-1' });
    expect(parseConsoleLine('file ./codes.txt')).toEqual({ kind: 'file', path: './codes.txt' });
    expect(parseConsoleLine('#12.3')).toEqual({ kind: 'press', messageNumber: 12, choice: 3 });
    expect(parseConsoleLine('#12')).toEqual({ kind: 'text', text: '#12' });
  });

  it('treats anything else as a plain answer and ignores blank lines', () => {
    expect(parseConsoleLine('12.50')).toEqual({ kind: 'text', text: '12.50' });
    expect(parseConsoleLine('/ not a command')).toEqual({ kind: 'text', text: '/ not a command' });
    expect(parseConsoleLine('   ')).toBeNull();
    expect(parseConsoleLine('/quit')).toEqual({ kind: 'quit' });
  });
});

describe('how a reply looks in the terminal', () => {
  it('numbers list items, paging and buttons as one run of choices', () => {
    const rendered = renderReply({
      title: 'Your listings',
      list: {
        items: [
          { title: 'Gold pack', detail: 'active · $12.50', action: 'l:1' },
          { title: 'Account', detail: 'draft', action: 'l:2' },
        ],
        page: 1,
        pageCount: 3,
        total: 7,
        nextAction: 'pg:2',
      },
      buttons: [[{ label: 'Refresh', action: 'r' }]],
    });
    expect(rendered.choices.map((choice) => choice.action)).toEqual(['l:1', 'l:2', 'pg:2', 'r']);
    expect(rendered.text).toContain('[1] Gold pack');
    expect(rendered.text).toContain('page 1/3, 7 in all');
    expect(rendered.text).toContain('[3] next');
    expect(rendered.text).toContain('[4] Refresh');
  });

  it('shows fields aligned and the prompt with how to answer it', () => {
    const rendered = renderReply({
      tone: 'warning',
      text: 'Order waiting',
      fields: [
        { label: 'Price', value: '$4.00' },
        { label: 'Time left', value: '29 min' },
      ],
      prompt: { kind: 'goods', label: 'Send the codes', formId: 'f' },
    });
    expect(rendered.text).toContain('! Order waiting');
    expect(rendered.text).toContain('  Price      $4.00');
    expect(rendered.text).toContain('> Send the codes (one code per line');
  });
});
