import { personCommand, type CommandResult, type PersonCommand, type RegisteredPersonCommand } from '../command.js';
import type { PersonContext } from '../context.js';
import { narrowed, type StoreName } from '../narrow-stores.js';
import type { Outcome } from './outcome.js';

/** A command about the person themselves (`language`, `switch`, `join`) whose handler answers facts; `chat` renders them. */
type TypedPersonDefinition<A, T, S extends StoreName> = Omit<PersonCommand<A, S>, 'run'> & {
  run: (ctx: PersonContext<NoInfer<S>>, args: A) => Promise<Outcome<T>>;
  chat: (outcome: Outcome<T>, ctx: PersonContext<NoInfer<S>>, args: A) => CommandResult | Promise<CommandResult>;
};

/** What the typed entry takes for a person command (`core.invokePerson(caller, language.typed, {})`): no account, role or question. */
export interface TypedPersonEntry<A, T> {
  command: RegisteredPersonCommand;
  run: (ctx: PersonContext<StoreName>, args: A) => Promise<Outcome<T>>;
}

/** The typed entry hands the handler only the stores it declared, as chat does through `personCommand`. */
export function typedPersonCommand<A, T, S extends StoreName = never>(
  definition: TypedPersonDefinition<A, T, S>,
): RegisteredPersonCommand & { typed: TypedPersonEntry<A, T> } {
  const { run, chat, ...info } = definition;
  const registered = personCommand<A, S>({ ...info, run: async (ctx, args) => chat(await run(ctx, args), ctx, args) });
  return { ...registered, typed: { command: registered, run: (ctx, args) => run(narrowed(ctx, info.stores), args) } };
}
