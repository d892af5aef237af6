/** Telegram's theme parameters the page's colours follow, by the CSS variable each sets (web/style.css). */
const THEME_VARIABLES: Record<string, string> = {
  bg_color: '--bg',
  secondary_bg_color: '--bg-2',
  text_color: '--text',
  hint_color: '--hint',
  link_color: '--link',
  button_color: '--accent',
  button_text_color: '--accent-text',
  destructive_text_color: '--danger',
  section_separator_color: '--line',
};

/** Only colours: a theme value lands in a style property, so anything else is dropped. */
const COLOUR = /^#[0-9a-fA-F]{3,8}$/;

export function applyTheme(theme: Record<string, string> | null): void {
  if (!theme) return;
  const root = document.documentElement;
  for (const [param, variable] of Object.entries(THEME_VARIABLES)) {
    const value = theme[param];
    if (value !== undefined && COLOUR.test(value)) root.style.setProperty(variable, value);
  }
  const background = theme.bg_color;
  if (background !== undefined && COLOUR.test(background)) root.dataset.scheme = isDark(background) ? 'dark' : 'light';
}

function isDark(hex: string): boolean {
  const digits = hex.length <= 5 ? [...hex.slice(1, 4)].map((d) => d + d).join('') : hex.slice(1, 7);
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0) < 128;
}
