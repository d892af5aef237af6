/**
 * Text declared once at load time and worded when read: a command's description is
 * read for each language's menu, so it is a function of the current language, never a string.
 */
export type LazyText = () => string;

export function readText(text: LazyText): string {
  return text();
}
