/**
 * The coloured capsule of a site section's macro menu (SPEC section 2). Each macro menu gets a
 * stable colour from a small palette whose text contrast meets WCAG AA.
 */
import styles from './SectionCapsule.module.css';

const PALETTE = ['#0b4f8a', '#1b5e20', '#6a1b9a', '#8d3c00', '#00606b', '#9c1b4b', '#37474f'];

/** A stable palette index for a name (the same macro menu always gets the same colour). */
export function capsuleColour(name: string): string {
  let hash = 0;
  for (const char of name.trim().toLowerCase())
    hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0;
  return PALETTE[hash % PALETTE.length] ?? '#37474f';
}

export function SectionCapsule({ macroMenu }: { macroMenu: string }) {
  return (
    <span className={styles.capsule} style={{ backgroundColor: capsuleColour(macroMenu) }}>
      {macroMenu}
    </span>
  );
}
