/**
 * The finder's state in the URL query, so that it survives a reload and can be shared. The letter's
 * name differs by language (`shared/routes.ts`, which the language switch follows); either is read.
 */
import { ALPHABET, DEFAULT_LETTER, type Letter } from '#shared/constants.js';
import { otherLang, queryParamName } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';

export const LETTER_PARAM: Record<Lang, string> = {
  es: queryParamName('glossary', 'letter', 'es'),
  en: queryParamName('glossary', 'letter', 'en'),
};
export const TEXT_PARAM = 'q';

export interface FinderParams {
  letter: Letter;
  text: string;
}

export function isLetter(value: string): value is Letter {
  return (ALPHABET as readonly string[]).includes(value);
}

/** A letter from the URL, case-insensitive; anything that is not one of the 27 letters gives A. */
export function parseLetter(raw: string | null | undefined): Letter {
  const value = (raw ?? '').normalize('NFC').trim().toLocaleUpperCase('es');
  return isLetter(value) ? value : DEFAULT_LETTER;
}

export function readFinderParams(params: URLSearchParams, lang: Lang): FinderParams {
  const letter = params.get(LETTER_PARAM[lang]) ?? params.get(LETTER_PARAM[otherLang(lang)]);
  return { letter: parseLetter(letter), text: params.get(TEXT_PARAM) ?? '' };
}

/**
 * The query with the finder's letter and/or text replaced; other parameters are kept. A blank
 * text removes `q`; a letter replaces the letter parameter of either language with this one's.
 */
export function withFinderParams(
  current: URLSearchParams,
  lang: Lang,
  change: { letter?: Letter; text?: string },
): URLSearchParams {
  const next = new URLSearchParams(current);
  if (change.letter !== undefined) {
    for (const name of Object.values(LETTER_PARAM)) next.delete(name);
    next.set(LETTER_PARAM[lang], change.letter);
  }
  if (change.text !== undefined) {
    if (change.text.trim() === '') next.delete(TEXT_PARAM);
    else next.set(TEXT_PARAM, change.text);
  }
  return next;
}
