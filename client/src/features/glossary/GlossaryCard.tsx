import { useId, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { CUT_GLOSSARY_CARD } from '../../../../shared/constants.js';
import { glossaryEntryUrl } from '../../../../shared/links.js';
import { cut } from '../../../../shared/text.js';
import type { Lang } from '../../../../shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import { aliasesOf, termTitle, type GlossaryTerm } from './filter.js';
import styles from './GlossaryCard.module.css';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/** One result of the finder: title, summary, 'see more' link to the term page, alias chips. */
export function GlossaryCard({ term, lang }: { term: GlossaryTerm; lang: Lang }) {
  const config = useSiteConfig();
  const titleId = useId();
  const aliasesId = useId();
  const title = termTitle(term);
  const aliases = aliasesOf(term);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.summary}>{cut(term.shortDescription, CUT_GLOSSARY_CARD)}</p>
      {/* A plain link, followed by the router by the results' click handler (useInSiteLinkClicks). */}
      <a className={styles.more} href={glossaryEntryUrl(lang, term.title || title, config)}>
        <FormattedMessage id="glossary.card.seeMore" values={{ term: title, hidden }} />
      </a>
      {aliases.length > 0 && (
        <div className={styles.aliases}>
          <span id={aliasesId} className={styles.aliasesLabel}>
            <FormattedMessage id="glossary.card.alsoKnownAs" />
          </span>
          <ul className={styles.chips} aria-labelledby={aliasesId}>
            {aliases.map((alias) => (
              <li key={alias} className={styles.chip}>
                {alias}
              </li>
            ))}
          </ul>
        </div>
      )}
    </article>
  );
}
