import { useId, type ReactNode } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Lang } from '../../../../shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import { remembered } from '../../i18n/remembered.js';
import { cardTextOf, type GlossaryTerm } from './filter.js';
import styles from './GlossaryCard.module.css';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

/**
 * 'See more' with the term in hidden text for screen readers: a message with a rich-text tag,
 * formatted into parts and keyed elements (about 10 µs; 30 or more cards per glossary render made
 * it a tenth of the server's render time), so formatted once per intl object and term.
 */
const seeMoreLabel = (intl: IntlShape, term: string): ReactNode =>
  remembered(intl, 'glossary.card.seeMore', term, () =>
    intl.formatMessage({ id: 'glossary.card.seeMore' }, { term, hidden }),
  );

/**
 * One result of the finder: title, summary, 'see more' link to the term page, alias chips. Its
 * texts come from `intl.formatMessage`, not `<FormattedMessage>` (a memoized component and a
 * fragment more per card, 30 or more cards per glossary render).
 */
export function GlossaryCard({ term, lang }: { term: GlossaryTerm; lang: Lang }) {
  const config = useSiteConfig();
  const intl = useIntl();
  const titleId = useId();
  const aliasesId = `${titleId}a`;
  const { title, summary, aliases, href } = cardTextOf(term, lang, config);

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      <p className={styles.summary}>{summary}</p>
      <Link className={styles.more} to={href}>
        {seeMoreLabel(intl, title)}
      </Link>
      {aliases.length > 0 && (
        <div className={styles.aliases}>
          <span id={aliasesId} className={styles.aliasesLabel}>
            {intl.formatMessage({ id: 'glossary.card.alsoKnownAs' })}
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
