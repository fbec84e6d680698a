/**
 * The glossary's term of the day: its title, summary and a link to its page. The day comes from
 * the page as rendered (the loader's data), so a page rendered before midnight hydrates the same.
 */
import { useId, useMemo, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { termOfDay } from '#shared/term-of-day.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import { cardTextOf, type GlossaryTerm } from './filter.js';
import styles from './TermOfDay.module.css';

const hidden = (chunks: ReactNode[]) => <span className="visually-hidden">{chunks}</span>;

export function TermOfDay({
  lang,
  terms,
  day,
}: {
  lang: Lang;
  terms: readonly GlossaryTerm[];
  day: string;
}) {
  const intl = useIntl();
  const config = useSiteConfig();
  const headingId = useId();
  const term = useMemo(() => termOfDay(terms, day), [terms, day]);
  if (!term) return null;
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
