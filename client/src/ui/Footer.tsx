import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { LEGAL_PAGES } from '#shared/legal.js';
import { routePath } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import styles from './Footer.module.css';

/**
 * The site footer (specification §2 "Layouts"): the legal pages (decision 115), then the current
 * year and the group's abbreviation.
 */
export function Footer({
  abbreviation,
  lang,
  siteSegment,
}: {
  abbreviation: string;
  lang: Lang;
  /** The product's path segment (configuration), for the route table. */
  siteSegment: string;
}) {
  const intl = useIntl();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <nav className={styles.legal} aria-label={intl.formatMessage({ id: 'footer.legal' })}>
        <ul className={styles.links}>
          {LEGAL_PAGES.map((page) => (
            <li key={page}>
              <Link className={styles.link} to={routePath(page, lang, siteSegment)}>
                {intl.formatMessage({ id: `footer.${page}` })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.copyright}>
        {intl.formatMessage({ id: 'footer.copyright' }, { year, abbreviation })}
      </p>
    </footer>
  );
}
