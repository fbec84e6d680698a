/**
 * The whole header mega-menu (specification §2; decisions 003 and 004), joined from its modules for
 * the reference upstream, which derives the searchable site sections from it, and for tests.
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
