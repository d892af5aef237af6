import { z } from 'zod';
import type { LazyText } from '../i18n/index.js';
import type { CommandArgumentInfo } from './command-info.js';

/** An argument as a command declares it: its texts worded when a menu or help is built, in the reader's language. */
export interface ArgumentDeclaration extends Omit<CommandArgumentInfo, 'description' | 'choiceLabels'> {
  description: LazyText;
  choiceLabels?: Record<string, LazyText>;
}

/** What a command argument shows in help and the platforms' menus, beside its zod schema. */
export interface ArgumentOptions {
  description: LazyText;
  /** What each choice means, for menus that show a choice's name beside its value (Discord). */
  choiceLabels?: Record<string, LazyText>;
  /** How the platforms' menus type it; values are still parsed by the schema. Default `string`. */
  type?: CommandArgumentInfo['type'];
  autocomplete?: CommandArgumentInfo['autocomplete'];
  secret?: boolean;
  rest?: boolean;
  /**
   * The values menus offer, where they are fewer than the schema accepts (an enum schema
   * offers all of its own otherwise). Each must parse, or the declaration throws.
   */
  offered?: readonly string[];
}

export interface ArgumentSpec<S extends z.ZodType> {
  schema: S;
  options: ArgumentOptions;
}

/** One argument: its schema decides what is accepted and whether it is required, the options how menus show it. */
export function argument<S extends z.ZodType>(schema: S, options: ArgumentOptions): ArgumentSpec<S> {
  return { schema, options };
}

type ArgumentShape = Record<string, ArgumentSpec<z.ZodType>>;
type SchemaShape<Shape extends ArgumentShape> = { [Name in keyof Shape]: Shape[Name]['schema'] };

export interface CommandArguments<Shape extends ArgumentShape> {
  arguments: ArgumentDeclaration[];
  schema: z.ZodObject<SchemaShape<Shape>, z.core.$strict>;
}

/**
 * A command's arguments declared once: the strict zod object every input is parsed with,
 * and the metadata help and the menus read, in declaration order. Required when the
 * schema refuses a missing value; choices from an enum schema.
 */
export function commandArguments<Shape extends ArgumentShape>(shape: Shape): CommandArguments<Shape> {
  const entries = Object.entries(shape);
  const info = entries.map(([name, spec]): ArgumentDeclaration => {
    const refused = spec.options.offered?.filter((value) => !spec.schema.safeParse(value).success) ?? [];
    if (refused.length > 0) throw new Error(`argument ${name} offers ${refused.join(', ')}, which its schema refuses`);
    const choices = spec.options.offered ? [...spec.options.offered] : enumValues(spec.schema);
    return {
      name,
      description: spec.options.description,
      type: spec.options.type ?? 'string',
      required: !spec.schema.safeParse(undefined).success,
      ...(choices ? { choices } : {}),
      ...(spec.options.choiceLabels ? { choiceLabels: spec.options.choiceLabels } : {}),
      ...(spec.options.autocomplete ? { autocomplete: spec.options.autocomplete } : {}),
      ...(spec.options.secret ? { secret: true } : {}),
      ...(spec.options.rest ? { rest: true } : {}),
    };
  });
  const schemas = Object.fromEntries(entries.map(([name, spec]) => [name, spec.schema]));
  return { arguments: info, schema: z.strictObject(schemas as SchemaShape<Shape>) };
}

/** The fixed values of an enum schema, looking through optional and default wrappers. */
function enumValues(schema: z.ZodType): string[] | undefined {
  if (schema instanceof z.ZodEnum) return schema.options.map(String);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodDefault) return enumValues(schema.unwrap() as z.ZodType);
  return undefined;
}
