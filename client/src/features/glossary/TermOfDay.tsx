/**
 * The glossary's term of the day, chosen for the day the page was rendered (the loader's data), so
 * a page cached overnight hydrates the same.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import { cardTextOf, type GlossaryTerm } from './filter.js';
import styles from './TermOfDay.module.css';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

export function TermOfDay({ lang, term }: { lang: Lang; term: GlossaryTerm }) {
  const intl = useIntl();
  const config = useSiteConfig();
  const headingId = useId();
  const { title, summary, href } = cardTextOf(term, lang, config);
  return (
    <section className={styles.box} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.label}>
        {intl.formatMessage({ id: 'glossary.termOfDay.title' })}
      </h2>
      <p className={styles.term}>{title}</p>
      <p className={styles.summary}>{summary}</p>
      <Link className={styles.link} to={href}>
        {intl.formatMessage({ id: 'glossary.termOfDay.read' }, { term: title, hidden })}
      </Link>
    </section>
  );
}
