/**
 * The coloured capsule of a site section's macro menu (specification §2): one colour per mega-menu
 * entry, matched by its title in either language (decision 040); white text on each meets WCAG AA.
 */
import { MENU_ENTRIES } from '#shared/data/menu-entries.js';
import styles from './SectionCapsule.module.css';

/** One colour per mega-menu entry, in the entries' order. */
const PALETTE = [
  '#0b4f8a',
  '#1b5e20',
  '#6a1b9a',
  '#8d3c00',
  '#00606b',
  '#9c1b4b',
  '#37474f',
  '#4527a0',
  '#5d4037',
  '#b3261e',
  '#6d5a00',
];

const key = (name: string) => name.trim().toLowerCase();

/** The entry's position by its title in either language. */
const ENTRY_INDEX = new Map<string, number>(
  Object.values(MENU_ENTRIES).flatMap((entries) =>
    entries.map((entry, index) => [key(entry.title), index] as const),
  ),
);

/** The colour of a macro menu: its entry's; a name no entry has gets a stable one by hash. */
export function capsuleColour(name: string): string {
  let index = ENTRY_INDEX.get(key(name));
  if (index === undefined) {
    let hash = 0;
    for (const char of key(name)) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
    index = hash;
  }
  return PALETTE[index % PALETTE.length] ?? '#37474f';
}

export function SectionCapsule({ macroMenu }: { macroMenu: string }) {
  return (
    <span className={styles.capsule} style={{ backgroundColor: capsuleColour(macroMenu) }}>
      {macroMenu}
    </span>
  );
}
