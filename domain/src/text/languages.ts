/**
 * The languages the site speaks, and which one a visit gets: `?lang=` first, then the `lang` cookie,
 * then the browser's `Accept-Language` (by its q-values, a language's region aside), else English. A
 * value the site does not speak is ignored, never an error.
 */
export const LANGUAGES = ['en', 'fr', 'es', 'de'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.some((l) => l === value);

/** The site's language a tag names ("fr-CA" → fr), or undefined. */
export function languageOf(tag: string | null | undefined): Language | undefined {
  const primary = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : undefined;
}

/** The languages an `Accept-Language` header asks for, most wanted first (q=0 is "not this one"). */
export function acceptedLanguages(header: string | null | undefined): Language[] {
  const wanted = (header ?? '')
    .split(',')
    .slice(0, 50)
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/i.exec(p)?.[1]).find((v) => v !== undefined);
      const weight = q === undefined ? 1 : Number(q);
      return { language: languageOf(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((w): w is { language: Language; weight: number; index: number } => !!w.language && w.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return [...new Set(wanted.map((w) => w.language))];
}

/** The language of a visit: the address's `lang`, the `lang` cookie, the browser's languages, else English. */
export function negotiateLanguage(from: {
  query?: string | null;
  cookie?: string | null;
  acceptLanguage?: string | null;
}): Language {
  return (
    languageOf(from.query) ?? languageOf(from.cookie) ?? acceptedLanguages(from.acceptLanguage)[0] ?? DEFAULT_LANGUAGE
  );
}
