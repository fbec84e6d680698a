/** Site sections for search, derived from the mega-menu (`titulo`, `url`, `macro_menu`). */
import type { Lang } from '#shared/types/common.js';
import type { SectionHit } from '#shared/types/entities.js';
import type { MenuFile } from './records.js';

/** Every linked menu item of a language (entries and sub-links), once per URL. */
export function sectionsFromMenu(menu: MenuFile, lang: Lang): SectionHit[] {
  const seen = new Set<string>();
  const sections: SectionHit[] = [];
  const add = (titulo: string, url: string, macro_menu: string) => {
    if (!url || seen.has(url)) return;
    seen.add(url);
    sections.push({ titulo, url, macro_menu });
  };
  for (const entry of menu[lang]) {
    add(entry.title, entry.url, entry.title);
    for (const section of entry.sections) {
      for (const link of section.links) add(link.title, link.url, entry.title);
    }
  }
  return sections;
}
