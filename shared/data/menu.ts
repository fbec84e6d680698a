/**
 * The header mega-menu (SPEC section 2), static data in both languages: 11 entries in order, sections
 * with headings and links; a blank URL is shown as plain text. The data is kept in three modules so
 * that the browser's first view carries only the entries (`menu-entries.ts`) and loads one
 * language's sections later (`menu-sections.{es,en}.ts`, docs/decisions/004); this module joins
 * them for the reference upstream, which derives the searchable site sections from the whole menu,
 * and for tests. See docs/decisions/003.
 */
import type { Lang } from '../types/common.js';
import type { MegaMenu, MenuEntry, MenuSections } from '../types/menu.js';
import { MENU_ENTRIES } from './menu-entries.js';
import { MENU_SECTIONS_EN } from './menu-sections.en.js';
import { MENU_SECTIONS_ES } from './menu-sections.es.js';

const SECTIONS: Record<Lang, MenuSections> = { es: MENU_SECTIONS_ES, en: MENU_SECTIONS_EN };

const join = (lang: Lang): MenuEntry[] =>
  MENU_ENTRIES[lang].map((entry) => ({ ...entry, sections: SECTIONS[lang][entry.id] ?? [] }));

export const MEGA_MENU: MegaMenu = { es: join('es'), en: join('en') };
