import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, Visitor, type Junk, type Message, type Resource, type SelectExpression, type VariableReference } from '@fluent/syntax';

/** Each language file parsed with Fluent's full parser, which reports what the runtime would silently skip. */
export interface LocaleFile {
  locale: string;
  resource: Resource;
  junk: Junk[];
  messages: Map<string, Message>;
}

const LOCALES_DIR = join(import.meta.dirname, '../../locales');

export function localeFiles(): LocaleFile[] {
  return readdirSync(LOCALES_DIR)
    .filter((file) => file.endsWith('.ftl'))
    .sort()
    .map((file) => {
      const resource = parse(readFileSync(join(LOCALES_DIR, file), 'utf8'), { withSpans: false });
      const messages = new Map<string, Message>();
      const junk: Junk[] = [];
      for (const entry of resource.body) {
        if (entry.type === 'Junk') junk.push(entry);
        if (entry.type === 'Message') {
          const message = entry;
          if (messages.has(message.id.name)) throw new Error(`${file}: ${message.id.name} is defined twice`);
          messages.set(message.id.name, message);
        }
      }
      return { locale: file.slice(0, -'.ftl'.length), resource, junk, messages };
    });
}

class VariableCollector extends Visitor {
  readonly names = new Set<string>();
  readonly selects: SelectExpression[] = [];
  override visitVariableReference(node: VariableReference): void {
    this.names.add(node.id.name);
  }
  override visitSelectExpression(node: SelectExpression): void {
    this.selects.push(node);
    this.genericVisit(node);
  }
}

export function variablesOf(message: Message): Set<string> {
  const collector = new VariableCollector();
  collector.visit(message);
  return collector.names;
}

/** The variant keys of each selector in a message, for the plural check. */
export function selectorsOf(message: Message): { variable: string | null; keys: string[] }[] {
  const collector = new VariableCollector();
  collector.visit(message);
  return collector.selects.map((select) => ({
    variable: select.selector.type === 'VariableReference' ? select.selector.id.name : null,
    keys: select.variants.map((variant) => (variant.key.type === 'Identifier' ? variant.key.name : String(variant.key.value))),
  }));
}
