// Discord's documented limits for what a bot sends. The fake refuses a payload
// breaking any of them with a 50035 Invalid Form Body, as Discord does, so a
// rendering bug fails a test instead of passing silently.
import { FakeDiscordError, invalidFormBody } from './discord-error.js';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function checkLength(problems: string[], where: string, value: unknown, max: number, min = 0): void {
  if (value === undefined || value === null) {
    if (min > 0) problems.push(`${where}: required`);
    return;
  }
  if (typeof value !== 'string') {
    problems.push(`${where}: must be a string`);
    return;
  }
  if (value.length < min || value.length > max) problems.push(`${where}: length ${value.length} outside ${min}..${max}`);
}

function checkEmbeds(problems: string[], embeds: unknown): void {
  if (embeds === undefined || embeds === null) return;
  if (!Array.isArray(embeds)) return void problems.push('embeds: must be an array');
  if (embeds.length > 10) problems.push('embeds: more than 10');
  let total = 0;
  embeds.forEach((embed: unknown, index) => {
    if (!isObject(embed)) return void problems.push(`embeds[${index}]: must be an object`);
    const where = `embeds[${index}]`;
    checkLength(problems, `${where}.title`, embed.title, 256);
    checkLength(problems, `${where}.description`, embed.description, 4096);
    total += text(embed.title).length + text(embed.description).length;
    const fields = embed.fields;
    if (Array.isArray(fields)) {
      if (fields.length > 25) problems.push(`${where}.fields: more than 25`);
      fields.forEach((field: unknown, fieldIndex) => {
        const fieldWhere = `${where}.fields[${fieldIndex}]`;
        if (!isObject(field)) return void problems.push(`${fieldWhere}: must be an object`);
        checkLength(problems, `${fieldWhere}.name`, field.name, 256, 1);
        checkLength(problems, `${fieldWhere}.value`, field.value, 1024, 1);
        total += text(field.name).length + text(field.value).length;
      });
    }
    if (isObject(embed.footer)) {
      checkLength(problems, `${where}.footer.text`, embed.footer.text, 2048, 1);
      total += text(embed.footer.text).length;
    }
    if (isObject(embed.author)) {
      checkLength(problems, `${where}.author.name`, embed.author.name, 256, 1);
      total += text(embed.author.name).length;
    }
    if (embed.color !== undefined && (typeof embed.color !== 'number' || embed.color < 0 || embed.color > 0xffffff)) {
      problems.push(`${where}.color: not a colour`);
    }
  });
  if (total > 6000) problems.push(`embeds: ${total} characters in all, above 6000`);
}

function checkButton(problems: string[], where: string, button: Json, customIds: Set<string>): void {
  const style = button.style;
  if (typeof style !== 'number' || style < 1 || style > 6) problems.push(`${where}.style: invalid`);
  checkLength(problems, `${where}.label`, button.label, 80);
  if (style === 5) {
    if (typeof button.url !== 'string') problems.push(`${where}.url: required for a link button`);
    return;
  }
  checkLength(problems, `${where}.custom_id`, button.custom_id, 100, 1);
  const id = text(button.custom_id);
  if (customIds.has(id)) problems.push(`${where}.custom_id: duplicate ${id}`);
  customIds.add(id);
}

function checkSelect(problems: string[], where: string, select: Json, customIds: Set<string>): void {
  checkLength(problems, `${where}.custom_id`, select.custom_id, 100, 1);
  const id = text(select.custom_id);
  if (customIds.has(id)) problems.push(`${where}.custom_id: duplicate ${id}`);
  customIds.add(id);
  checkLength(problems, `${where}.placeholder`, select.placeholder, 150);
  const options = select.options;
  if (!Array.isArray(options) || options.length < 1 || options.length > 25) {
    return void problems.push(`${where}.options: 1 to 25 needed`);
  }
  const values = new Set<string>();
  options.forEach((option: unknown, index) => {
    const optionWhere = `${where}.options[${index}]`;
    if (!isObject(option)) return void problems.push(`${optionWhere}: must be an object`);
    checkLength(problems, `${optionWhere}.label`, option.label, 100, 1);
    checkLength(problems, `${optionWhere}.value`, option.value, 100, 1);
    checkLength(problems, `${optionWhere}.description`, option.description, 100);
    if (values.has(text(option.value))) problems.push(`${optionWhere}.value: duplicate`);
    values.add(text(option.value));
  });
}

function checkComponents(problems: string[], components: unknown): void {
  if (components === undefined || components === null) return;
  if (!Array.isArray(components)) return void problems.push('components: must be an array');
  if (components.length > 5) problems.push('components: more than 5 action rows');
  const customIds = new Set<string>();
  components.forEach((row: unknown, rowIndex) => {
    const where = `components[${rowIndex}]`;
    if (!isObject(row) || row.type !== 1 || !Array.isArray(row.components)) {
      return void problems.push(`${where}: must be an action row`);
    }
    const children = row.components as unknown[];
    if (children.length < 1 || children.length > 5) problems.push(`${where}: 1 to 5 components needed`);
    children.forEach((child, childIndex) => {
      const childWhere = `${where}.components[${childIndex}]`;
      if (!isObject(child)) return void problems.push(`${childWhere}: must be an object`);
      if (child.type === 2) checkButton(problems, childWhere, child, customIds);
      else if (child.type === 3) {
        if (children.length !== 1) problems.push(`${where}: a select menu needs a row of its own`);
        checkSelect(problems, childWhere, child, customIds);
      } else problems.push(`${childWhere}: type ${String(child.type)} cannot be in a message row`);
    });
  });
}

function fail(problems: string[]): void {
  if (problems.length > 0) throw invalidFormBody(problems);
}

/** A message body (create or edit); `files` counts attachments sent alongside. */
export function checkMessage(body: Json, files: number, creating: boolean): void {
  const problems: string[] = [];
  checkLength(problems, 'content', body.content, 2000);
  checkEmbeds(problems, body.embeds);
  checkComponents(problems, body.components);
  if (files > 10) problems.push(`files: ${files}, at most 10`);
  fail(problems);
  const empty =
    text(body.content).length === 0 &&
    !(Array.isArray(body.embeds) && body.embeds.length > 0) &&
    !(Array.isArray(body.components) && body.components.length > 0) &&
    !(Array.isArray(body.attachments) && body.attachments.length > 0) &&
    files === 0;
  if (creating && empty) throw new FakeDiscordError(400, 50006, 'Cannot send an empty message');
}

function checkTextInput(problems: string[], where: string, input: unknown, customIds: Set<string>): void {
  if (!isObject(input) || input.type !== 4) return void problems.push(`${where}: must be a text input`);
  checkLength(problems, `${where}.custom_id`, input.custom_id, 100, 1);
  if (customIds.has(text(input.custom_id))) problems.push(`${where}.custom_id: duplicate`);
  customIds.add(text(input.custom_id));
  if (input.style !== 1 && input.style !== 2) problems.push(`${where}.style: 1 or 2`);
  checkLength(problems, `${where}.placeholder`, input.placeholder, 100);
  checkLength(problems, `${where}.value`, input.value, 4000);
  for (const bound of ['min_length', 'max_length'] as const) {
    const value = input[bound];
    if (value !== undefined && (typeof value !== 'number' || value < 0 || value > 4000)) {
      problems.push(`${where}.${bound}: 0 to 4000`);
    }
  }
}

/** A modal (interaction callback type 9). */
export function checkModal(data: Json): void {
  const problems: string[] = [];
  checkLength(problems, 'custom_id', data.custom_id, 100, 1);
  checkLength(problems, 'title', data.title, 45, 1);
  const components = data.components;
  if (!Array.isArray(components) || components.length < 1 || components.length > 5) {
    problems.push('components: 1 to 5 needed');
  } else {
    const customIds = new Set<string>();
    components.forEach((component: unknown, index) => {
      const where = `components[${index}]`;
      if (!isObject(component)) return void problems.push(`${where}: must be an object`);
      if (component.type === 10) checkLength(problems, `${where}.content`, component.content, 4000, 1);
      else if (component.type === 18) {
        checkLength(problems, `${where}.label`, component.label, 45, 1);
        checkLength(problems, `${where}.description`, component.description, 100);
        checkTextInput(problems, `${where}.component`, component.component, customIds);
      } else if (component.type === 1 && Array.isArray(component.components) && component.components.length === 1) {
        const input = component.components[0] as unknown;
        if (isObject(input)) checkLength(problems, `${where}.components[0].label`, input.label, 45, 1);
        checkTextInput(problems, `${where}.components[0]`, input, customIds);
      } else problems.push(`${where}: type ${String(component.type)} not allowed in a modal`);
    });
  }
  fail(problems);
}

/** Autocomplete results (interaction callback type 8). */
export function checkAutocomplete(data: Json): void {
  const problems: string[] = [];
  const choices = data.choices;
  if (!Array.isArray(choices) || choices.length > 25) problems.push('choices: at most 25');
  else {
    choices.forEach((choice: unknown, index) => {
      if (!isObject(choice)) return void problems.push(`choices[${index}]: must be an object`);
      checkLength(problems, `choices[${index}].name`, choice.name, 100, 1);
      if (typeof choice.value === 'string') checkLength(problems, `choices[${index}].value`, choice.value, 100);
    });
  }
  fail(problems);
}

const COMMAND_NAME = /^[-_\p{L}\p{N}]{1,32}$/u;

/** The locales Discord accepts as keys of `name_localizations` and `description_localizations`. */
const DISCORD_LOCALES: ReadonlySet<string> = new Set(
  'id da de en-GB en-US es-ES es-419 fr hr it lt hu nl no pl pt-BR ro fi sv-SE vi tr cs el bg ru uk hi th zh-CN ja zh-TW ko'.split(' '),
);

/** A localisation map: Discord's locales only, each text within the field's own limits. */
function checkLocalizations(problems: string[], where: string, value: unknown, max: number): void {
  if (value === undefined || value === null) return;
  if (!isObject(value)) return void problems.push(`${where}: must be an object`);
  for (const [locale, localized] of Object.entries(value)) {
    if (!DISCORD_LOCALES.has(locale)) problems.push(`${where}.${locale}: not a valid locale`);
    checkLength(problems, `${where}.${locale}`, localized, max, 1);
  }
}

function checkOption(problems: string[], where: string, option: unknown): void {
  if (!isObject(option)) return void problems.push(`${where}: must be an object`);
  const name = text(option.name);
  if (!COMMAND_NAME.test(name) || name !== name.toLowerCase()) problems.push(`${where}.name: invalid ${name}`);
  checkLength(problems, `${where}.description`, option.description, 100, 1);
  checkLocalizations(problems, `${where}.description_localizations`, option.description_localizations, 100);
  const choices = option.choices;
  if (Array.isArray(choices)) {
    if (choices.length > 25) problems.push(`${where}.choices: more than 25`);
    if (option.autocomplete === true) problems.push(`${where}: autocomplete and choices exclude each other`);
    choices.forEach((choice: unknown, index) => {
      if (!isObject(choice)) return void problems.push(`${where}.choices[${index}]: must be an object`);
      checkLength(problems, `${where}.choices[${index}].name`, choice.name, 100, 1);
      checkLocalizations(problems, `${where}.choices[${index}].name_localizations`, choice.name_localizations, 100);
    });
  }
}

const SUB_COMMAND = 1;
const SUB_COMMAND_GROUP = 2;

/**
 * A command's options, or a sub-command's: at most 25, names unique, required ones first.
 * Sub-commands only at the top, none beside basic options, and none of them `required`.
 */
function checkOptionList(problems: string[], where: string, options: unknown, topLevel: boolean): void {
  if (options === undefined) return;
  if (!Array.isArray(options) || options.length > 25) return void problems.push(`${where}.options: at most 25`);
  const subcommands = options.filter(
    (option: unknown) => isObject(option) && (option.type === SUB_COMMAND || option.type === SUB_COMMAND_GROUP),
  );
  if (subcommands.length > 0 && (!topLevel || subcommands.length !== options.length)) {
    problems.push(`${where}.options: sub-commands cannot be mixed with other options or nested`);
  }
  let seenOptional = false;
  const names = new Set<string>();
  options.forEach((option: unknown, optionIndex) => {
    const optionWhere = `${where}.options[${optionIndex}]`;
    checkOption(problems, optionWhere, option);
    if (!isObject(option)) return;
    if (option.type === SUB_COMMAND) {
      if (option.required !== undefined) problems.push(`${optionWhere}.required: not allowed on a sub-command`);
      checkOptionList(problems, optionWhere, option.options, false);
    } else {
      if (option.required === true && seenOptional) {
        problems.push(`${optionWhere}: required options must be placed before non-required options`);
      }
      if (option.required !== true) seenOptional = true;
    }
    if (names.has(text(option.name))) problems.push(`${optionWhere}.name: duplicate`);
    names.add(text(option.name));
  });
}

/** One application command of a bulk overwrite. */
function checkCommand(command: unknown, index: number): string[] {
  const problems: string[] = [];
  const where = `[${index}]`;
  if (!isObject(command)) return [`${where}: must be an object`];
  const name = text(command.name);
  if (!COMMAND_NAME.test(name) || name !== name.toLowerCase()) problems.push(`${where}.name: invalid ${name}`);
  checkLength(problems, `${where}.description`, command.description, 100, 1);
  checkLocalizations(problems, `${where}.description_localizations`, command.description_localizations, 100);
  checkOptionList(problems, where, command.options, true);
  return problems;
}

export function checkCommands(commands: unknown): void {
  if (!Array.isArray(commands)) throw invalidFormBody(['body: must be an array']);
  if (commands.length > 100) throw invalidFormBody(['body: at most 100 commands']);
  const problems = commands.flatMap((command: unknown, index) => checkCommand(command, index));
  const names = new Set<string>();
  for (const command of commands as unknown[]) {
    if (!isObject(command)) continue;
    const key = `${String((command.type as number | undefined) ?? 1)}:${text(command.name)}`;
    if (names.has(key)) problems.push(`duplicate command name ${text(command.name)}`);
    names.add(key);
  }
  fail(problems);
}
