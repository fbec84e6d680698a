/** The mega-menu's static data (specification §2, "Header"). */
import type { Lang } from './common.js';

export interface MenuLink {
  title: string;
  /** '' means shown as plain text. */
  url: string;
}

export interface MenuSection {
  heading: string;
  links: MenuLink[];
}

export interface MenuEntry {
  /** Stable id, the same in both languages. */
  id: string;
  title: string;
  /** '' for entries without a link (cultural diffusion). */
  url: string;
  sections: MenuSection[];
}

export type MegaMenu = Record<Lang, MenuEntry[]>;

/** An entry without its sections: what the page's first view needs (the header's buttons). */
export type MenuEntryHead = Omit<MenuEntry, 'sections'>;

/** One language's sections, by entry id. */
export type MenuSections = Record<string, MenuSection[]>;
