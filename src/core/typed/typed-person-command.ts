import { personCommand, type CommandResult, type PersonCommand, type RegisteredPersonCommand } from '../command.js';
import type { PersonContext } from '../context.js';
import type { Outcome } from './outcome.js';

/** A command about the person themselves (`language`, `switch`, `join`) whose handler answers facts; `chat` renders them. */
type TypedPersonDefinition<A, T> = Omit<PersonCommand<A>, 'run'> & {
  run: (ctx: PersonContext, args: A) => Promise<Outcome<T>>;
  chat: (outcome: Outcome<T>, ctx: PersonContext, args: A) => CommandResult | Promise<CommandResult>;
};

/** What the typed entry takes for a person command (`core.invokePerson(caller, language.typed, {})`): no account, role or question. */
export interface TypedPersonEntry<A, T> {
  command: RegisteredPersonCommand;
  run: (ctx: PersonContext, args: A) => Promise<Outcome<T>>;
}

export function typedPersonCommand<A, T>(
  definition: TypedPersonDefinition<A, T>,
): RegisteredPersonCommand & { typed: TypedPersonEntry<A, T> } {
  const { run, chat, ...info } = definition;
  const registered = personCommand<A>({ ...info, run: async (ctx, args) => chat(await run(ctx, args), ctx, args) });
  return { ...registered, typed: { command: registered, run } };
}
