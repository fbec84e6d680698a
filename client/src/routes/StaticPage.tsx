/**
 * Home, contact and press room: bilingual placeholder pages with filler text (SPEC section 2). The
 * home adds links to what this product serves: the glossary and the search.
 */
import { FormattedMessage } from 'react-intl';
import { routePath } from '../../../shared/routes.js';
import type { Lang } from '../../../shared/types/common.js';
import { useSiteConfig } from '../app/site-config.js';
import { SiteLink } from '../ui/SiteLink.js';
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
        <SiteLink className={styles.link} to={routePath('glossary', lang, site.siteSegment)}>
          <FormattedMessage id="page.home.glossary" />
        </SiteLink>
      </li>
      <li>
        <SiteLink className={styles.link} to={routePath('search', lang, site.siteSegment)}>
          <FormattedMessage id="page.home.search" />
        </SiteLink>
      </li>
    </ul>
  );
}
