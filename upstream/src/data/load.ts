/**
 * Loads and checks the bundled data of `upstream/data/`. Any problem stops the start-up with a list
 * of what is wrong and where; the data tests assert that the list is empty.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Ajv, type ValidateFunction } from 'ajv';
import { OPERATOR_VALUE_TYPES, VALUE_TYPES, WARRANT_VALUE_TYPES } from '#shared/codes.js';
import { LEGAL_PAGES, LEGAL_PLACEHOLDERS, placeholdersIn } from '#shared/legal.js';
import { isCalendarDay } from '#shared/calendar-day.js';
import { fold } from '#shared/text.js';
import { LANGS, type Lang } from '#shared/types/common.js';
import type { SectionHit } from '#shared/types/entities.js';
import type {
  CardsFile,
  GlossaryConcept,
  GlossaryHomeFile,
  IndexRecord,
  IssuerRecord,
  LegalFile,
  MenuFile,
} from './records.js';
import { htmlProblems } from './safe-html.js';
import {
  cardsSchema,
  glossaryFileSchema,
  glossaryHomeSchema,
  indicesSchema,
  issuersSchema,
  legalSchema,
  menuSchema,
  searchWordsSchema,
} from './schemas.js';
import type { SearchWordsFile } from '../search/language.js';
import { sectionsFromMenu } from './sections.js';
import { MEGA_MENU } from '#shared/data/menu.js';

export interface Dataset {
  glossary: GlossaryConcept[];
  glossaryHome: GlossaryHomeFile;
  /** The legal pages of the footer (`legal.json`, decision 115). */
  legal: LegalFile;
  cards: CardsFile;
  menu: MenuFile;
  sections: Record<Lang, SectionHit[]>;
  issuers: IssuerRecord[];
  indices: IndexRecord[];
  /** Stop words and synonyms of search (`search.json`). */
  searchWords: SearchWordsFile;
  /** File names of the SVG images in `media/`. */
  media: string[];
}

export class DataError extends Error {
  override name = 'DataError';
  constructor(readonly problems: string[]) {
    super(`Invalid data in upstream/data:\n- ${problems.slice(0, 50).join('\n- ')}`);
  }
}

/** Minimum words of a glossary body per language (issue 4). */
export const MIN_BODY_WORDS = 80;
/** Largest SVG image allowed. */
export const MAX_SVG_BYTES = 10 * 1024;

const ajv = new Ajv({ allErrors: true });
const validators: Record<string, ValidateFunction> = {
  glossary: ajv.compile(glossaryFileSchema),
  glossaryHome: ajv.compile(glossaryHomeSchema),
  cards: ajv.compile(cardsSchema),
  menu: ajv.compile(menuSchema),
  issuers: ajv.compile(issuersSchema),
  indices: ajv.compile(indicesSchema),
  legal: ajv.compile(legalSchema),
  searchWords: ajv.compile(searchWordsSchema),
};

function readJson(file: string, kind: string, problems: string[]): unknown {
  try {
    const value: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const validate = validators[kind];
    if (validate && !validate(value)) {
      for (const e of validate.errors ?? []) {
        problems.push(`${path.basename(file)}${e.instancePath}: ${e.message ?? 'invalid'}`);
      }
    }
    return value;
  } catch (error) {
    problems.push(
      `${path.basename(file)}: ${error instanceof Error ? error.message : String(error)}`,
    );
    return undefined;
  }
}

const words = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length;

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const dup = new Set<string>();
  for (const v of values) (seen.has(v) ? dup : seen).add(v);
  return [...dup];
}

/** Cross-record checks that a schema cannot express. */
export function datasetProblems(data: Dataset): string[] {
  const problems: string[] = [];
  const keys = new Set(data.glossary.map((c) => c.key));
  const media = new Set(data.media);
  // A review date is a day that has passed: data never says it was reviewed tomorrow.
  const today = new Date().toISOString().slice(0, 10);
  for (const d of duplicates(data.glossary.map((c) => c.key)))
    problems.push(`glossary key ${d} repeats`);
  for (const lang of LANGS) {
    for (const d of duplicates(data.glossary.map((c) => fold(c[lang].title)))) {
      problems.push(`glossary ${lang} title "${d}" repeats`);
    }
  }
  for (const c of data.glossary) {
    if (!media.has(c.image)) problems.push(`glossary ${c.key}: image ${c.image} not in media/`);
    for (const r of c.related) {
      if (!keys.has(r) || r === c.key)
        problems.push(`glossary ${c.key}: related "${r}" does not resolve`);
    }
    for (const lang of LANGS) {
      const e = c[lang];
      for (const p of htmlProblems(e.body)) problems.push(`glossary ${c.key} (${lang}): ${p}`);
      if (!isCalendarDay(e.reviewed) || e.reviewed > today)
        problems.push(`glossary ${c.key} (${lang}): reviewed is not a past day (YYYY-MM-DD)`);
      if (words(e.body) < MIN_BODY_WORDS)
        problems.push(`glossary ${c.key} (${lang}): body under ${MIN_BODY_WORDS} words`);
      if (e.alias.some((a) => !a.trim() || fold(a) === fold(e.title))) {
        problems.push(`glossary ${c.key} (${lang}): empty alias or alias equal to the title`);
      }
      for (const [alias, aliasLang] of Object.entries(e.aliasLang ?? {})) {
        if (!e.alias.includes(alias) || aliasLang === lang)
          problems.push(
            `glossary ${c.key} (${lang}): aliasLang "${alias}" is not another language's alias`,
          );
      }
    }
  }
  for (const lang of LANGS) {
    for (const p of htmlProblems(data.glossaryHome[lang].body.html))
      problems.push(`glossary home (${lang}): ${p}`);
    for (const card of data.cards[lang]) {
      if (!media.has(card.image))
        problems.push(`card "${card.displayTitle}": image ${card.image} not in media/`);
    }
  }
  problems.push(...legalProblems(data.legal));
  if (data.cards.es.length !== data.cards.en.length)
    problems.push('cards: not as many in English as in Spanish');
  const ids = (lang: Lang) => data.menu[lang].map((e) => e.id).join(',');
  if (ids('es') !== ids('en')) problems.push('menu: entries differ between languages');
  for (const d of duplicates(data.issuers.map((i) => i.cve_emisora)))
    problems.push(`issuer key ${d} repeats`);
  for (const d of duplicates(data.issuers.map((i) => String(i.id_empresa))))
    problems.push(`company id ${d} repeats`);
  const series = data.issuers.flatMap((i) =>
    i.series.map((s) => ({ issuer: i.cve_emisora, ...s })),
  );
  for (const d of duplicates(series.map((s) => String(s.id_emision))))
    problems.push(`id_emision ${d} repeats`);
  for (const s of series) {
    const where = `${s.issuer} ${s.serie}`;
    if (!Object.prototype.hasOwnProperty.call(VALUE_TYPES, s.tipo_valor))
      problems.push(`${where}: unknown tipo_valor ${s.tipo_valor}`);
    if (OPERATOR_VALUE_TYPES.includes(s.tipo_valor) !== (s.operadora !== null))
      problems.push(`${where}: operadora must be set exactly for 51, 52, 54`);
    if (WARRANT_VALUE_TYPES.includes(s.tipo_valor) !== (s.cve_emisora_parent !== null))
      problems.push(`${where}: cve_emisora_parent must be set exactly for WA, WI, WC`);
  }
  for (const d of duplicates(data.indices.map((i) => String(i.id_indice))))
    problems.push(`id_indice ${d} repeats`);
  return problems;
}

/** Legal texts: safe HTML, and no placeholder the site does not fill (`shared/legal.ts`). */
export function legalProblems(legal: LegalFile): string[] {
  const problems: string[] = [];
  for (const key of LEGAL_PAGES) {
    for (const lang of LANGS) {
      const { displayTitle, shortDescription, body } = legal[key][lang];
      const where = `legal ${key} (${lang})`;
      for (const p of htmlProblems(body.html)) problems.push(`${where}: ${p}`);
      for (const name of placeholdersIn(displayTitle + shortDescription + body.html)) {
        if (!(name in LEGAL_PLACEHOLDERS))
          problems.push(`${where}: unknown placeholder {{${name}}}`);
      }
    }
  }
  return problems;
}

/** SVG images must be small and inert (no script, no foreign content, no outside reference). */
export function svgProblems(name: string, text: string, bytes: number): string[] {
  const problems: string[] = [];
  if (bytes > MAX_SVG_BYTES) problems.push(`${name}: ${bytes} bytes, over ${MAX_SVG_BYTES}`);
  if (!/^\s*(<\?xml[^>]*>\s*)?<svg[\s>]/.test(text) || !/<\/svg>\s*$/.test(text))
    problems.push(`${name}: not an SVG document`);
  if (
    /<script|<foreignObject|<image|\son\w+\s*=|javascript:|xlink:href|\shref\s*=|@import|url\(\s*['"]?(?:https?:)?\/\//i.test(
      text,
    )
  ) {
    problems.push(`${name}: contains script, foreign content or an outside reference`);
  }
  return problems;
}

/** Loads every data file of `dataDir`; throws a `DataError` listing every problem found. */
export function loadDataset(dataDir: string): Dataset {
  const problems: string[] = [];
  const file = (name: string) => path.join(dataDir, name);
  const glossaryDir = file('glossary');
  const glossary = readdirSync(glossaryDir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .flatMap(
      (f) =>
        (readJson(path.join(glossaryDir, f), 'glossary', problems) as
          GlossaryConcept[] | undefined) ?? [],
    );
  const mediaDir = file('media');
  const media = readdirSync(mediaDir)
    .filter((f) => f.endsWith('.svg'))
    .sort();
  for (const name of media) {
    const full = path.join(mediaDir, name);
    problems.push(...svgProblems(name, readFileSync(full, 'utf8'), statSync(full).size));
  }
  const menu = MEGA_MENU;
  if (!validators.menu?.(menu)) {
    for (const e of validators.menu?.errors ?? [])
      problems.push(`shared/data/menu.ts${e.instancePath}: ${e.message ?? 'invalid'}`);
  }
  const data: Dataset = {
    glossary,
    glossaryHome: readJson(
      file('glossary-home.json'),
      'glossaryHome',
      problems,
    ) as GlossaryHomeFile,
    legal: readJson(file('legal.json'), 'legal', problems) as LegalFile,
    cards: readJson(file('cards.json'), 'cards', problems) as CardsFile,
    menu,
    sections: { es: [], en: [] },
    issuers: readJson(file('issuers.json'), 'issuers', problems) as IssuerRecord[],
    indices: readJson(file('indices.json'), 'indices', problems) as IndexRecord[],
    searchWords: readJson(file('search.json'), 'searchWords', problems) as SearchWordsFile,
    media,
  };
  if (problems.length > 0) throw new DataError(problems);
  data.sections = { es: sectionsFromMenu(menu, 'es'), en: sectionsFromMenu(menu, 'en') };
  problems.push(...datasetProblems(data));
  if (problems.length > 0) throw new DataError(problems);
  return data;
}
