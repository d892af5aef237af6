export { catalog, formatMoney } from './catalog.js';
export { currentLocale, DEFAULT_LOCALE, withLocale } from './locale-scope.js';
export { matchLocale, supportedLocales } from './supported-locale.js';
export { msg, render, t, translate, type Message } from './translate.js';
export { readText, type LazyText } from './lazy-text.js';
