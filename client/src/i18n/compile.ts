/**
 * Compiles the catalogs to ICU message ASTs (react-intl's pre-compiled messages) at build time, so
 * nothing parses messages at run time and the parser stays out of the browser's bundle.
 */
import { parse } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from 'react-intl';
import type { Lang } from '#shared/types/common.js';

export type CompiledCatalog = Record<string, MessageFormatElement[]>;

export function compileCatalogs(
  catalogs: Record<Lang, Record<string, string>>,
): Record<Lang, CompiledCatalog> {
  const compile = (lang: Lang) =>
    Object.fromEntries(
      Object.entries(catalogs[lang]).map(([id, message]) => [
        id,
        parse(message, { locale: new Intl.Locale(lang) }),
      ]),
    );
  return { es: compile('es'), en: compile('en') };
}
