import type { AliasChip } from '#shared/glossary-aliases.js';
import styles from './AliasChips.module.css';

/** A term's aliases as a list of chips, each in its own language (the term page, the finder's cards). */
export function AliasChips({
  aliases,
  labelledBy,
}: {
  aliases: readonly AliasChip[];
  /** The id of a label outside a heading's section (a card's "also known as"). */
  labelledBy?: string;
}) {
  return (
    <ul className={styles.chips} aria-labelledby={labelledBy}>
      {aliases.map((alias) => (
        <li key={alias.text} lang={alias.lang ?? undefined} className={styles.chip}>
          {alias.text}
        </li>
      ))}
    </ul>
  );
}
