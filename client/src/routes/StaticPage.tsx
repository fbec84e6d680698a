/**
 * Home, contact and press room: bilingual placeholder pages with filler text (SPEC section 2). The
 * home adds links to what this product serves: the glossary and the search.
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { routePath } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../app/site-config.js';
import styles from './StaticPage.module.css';

export type StaticPageKind = 'home' | 'contact' | 'pressRoom';

export function StaticPage({ kind, lang }: { kind: StaticPageKind; lang: Lang }) {
  return (
    <article className={styles.page}>
      <h1>
        <FormattedMessage id={`page.${kind}.title`} />
      </h1>
      <p>
        <FormattedMessage id={`page.${kind}.body`} />
      </p>
      {kind === 'home' && <ProductLinks lang={lang} />}
    </article>
  );
}

/** What this product serves: the glossary and the search. */
export function ProductLinks({ lang }: { lang: Lang }) {
  const site = useSiteConfig();
  return (
    <ul className={styles.links}>
      <li>
        <Link className={styles.link} to={routePath('glossary', lang, site.siteSegment)}>
          <FormattedMessage id="page.home.glossary" />
        </Link>
      </li>
      <li>
        <Link className={styles.link} to={routePath('search', lang, site.siteSegment)}>
          <FormattedMessage id="page.home.search" />
        </Link>
      </li>
    </ul>
  );
}
