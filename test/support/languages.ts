/** The languages Hawker speaks: a test of its wording runs its scenarios in each. */
export const LANGUAGES = ['en', 'ru', 'uk'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a second person beside someone reading `language`: always another, and never English twice. */
export const PARTNER: Record<Language, Language> = { en: 'ru', ru: 'uk', uk: 'ru' };

/** Each language's own name, as the language menu shows it. */
export const NATIVE_NAME: Record<Language, string> = { en: 'English', ru: 'Русский', uk: 'Українська' };
