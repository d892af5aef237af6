/**
 * Telegram's theme parameters (a Mini App launch's `tgWebAppThemeParams`), by the design token
 * each sets (web/style.css). Tokens a launch leaves out keep the page's own palette for the
 * scheme its background implies; the card surface, when Telegram names none, is mixed in CSS.
 */
const THEME_TOKENS: Record<string, string> = {
  bg_color: '--page',
  secondary_bg_color: '--bg-2',
  section_bg_color: '--surface',
  text_color: '--text',
  hint_color: '--hint',
  link_color: '--link',
  button_color: '--accent',
  button_text_color: '--accent-text',
  destructive_text_color: '--danger',
  section_separator_color: '--line',
};

/** Colours read as text on the page: nudged towards the text colour until they reach WCAG AA against it. */
const TEXT_TOKENS = new Set(['--hint', '--link', '--danger']);
const AA = 4.5;

/** Only colours: a theme value lands in a style property, so anything else is dropped. */
const COLOUR = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

type Rgb = [number, number, number];

export function applyTheme(theme: Record<string, string> | null): void {
  if (!theme) return;
  const root = document.documentElement;
  const page = rgbOf(theme.bg_color);
  const text = rgbOf(theme.text_color);
  // Text sits on the page, on cards and on secondary fills alike: it must read on each.
  const grounds = [page, rgbOf(theme.secondary_bg_color), rgbOf(theme.section_bg_color)].filter((ground) => ground !== null);
  for (const [param, token] of Object.entries(THEME_TOKENS)) {
    const colour = rgbOf(theme[param]);
    if (colour === null) continue;
    const readable = TEXT_TOKENS.has(token) && text !== null ? legible(colour, grounds, text) : colour;
    root.style.setProperty(token, hexOf(readable));
  }
  if (page === null) return;
  root.dataset.scheme = luminance(page) < 0.18 ? 'dark' : 'light';
  root.dataset.telegram = '';
}

/**
 * Telegram's hint colours sit near 4:1 on their own backgrounds (dark: #708499 on #17212b), under
 * the 4.5:1 small text needs: a tenth at a time towards the text colour until it reads.
 */
function legible(colour: Rgb, grounds: Rgb[], text: Rgb): Rgb {
  let mixed = colour;
  for (let step = 1; step <= 10 && grounds.some((ground) => contrast(mixed, ground) < AA); step++)
    mixed = colour.map((channel, index) => Math.round(channel + ((text[index] ?? channel) - channel) * (step / 10))) as Rgb;
  return mixed;
}

function rgbOf(value: string | undefined): Rgb | null {
  if (value === undefined || !COLOUR.test(value)) return null;
  const digits = value.length === 4 ? [...value.slice(1)].map((d) => d + d).join('') : value.slice(1);
  return [0, 2, 4].map((at) => parseInt(digits.slice(at, at + 2), 16)) as Rgb;
}

function hexOf(colour: Rgb): string {
  return `#${colour.map((channel) => channel.toString(16).padStart(2, '0')).join('')}`;
}

/** WCAG's relative luminance and contrast ratio. */
function luminance(colour: Rgb): number {
  const [r, g, b] = colour.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}
