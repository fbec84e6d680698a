import { useId, type ReactNode } from 'react';
import { aliasChips } from '#shared/glossary-aliases.js';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import { AliasChips } from '../../ui/AliasChips.js';
import { cardTextOf, type GlossaryTerm } from './filter.js';
import styles from './GlossaryCard.module.css';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** One result of the finder: title, summary, 'see more' link to the term page, alias chips. */
export function GlossaryCard({ term, lang }: { term: GlossaryTerm; lang: Lang }) {
  const config = useSiteConfig();
  const intl = useIntl();
  const titleId = useId();
  const aliasesId = `${titleId}a`;
  const { title, summary, href } = cardTextOf(term, lang, config);
  const aliases = aliasChips(term);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.summary}>{summary}</p>
      <Link className={styles.more} to={href}>
        {intl.formatMessage({ id: 'glossary.card.seeMore' }, { term: title, hidden })}
      </Link>
      {aliases.length > 0 && (
        <div className={styles.aliases}>
          <span id={aliasesId} className={styles.aliasesLabel}>
            {intl.formatMessage({ id: 'glossary.card.alsoKnownAs' })}
          </span>
          <AliasChips aliases={aliases} labelledBy={aliasesId} />
        </div>
      )}
    </article>
  );
}
