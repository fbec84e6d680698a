/**
 * A section of the group's main site that this product does not serve (decision 045): the page
 * says where it lives and links there, instead of a dead end.
 */
import { FormattedMessage } from 'react-intl';
import { useLoaderData } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../app/site-config.js';
import { ProductLinks } from './StaticPage.js';
import styles from './StaticPage.module.css';

export interface GroupSiteData {
  /** The section's path on the group's main site (`/es/mercados/acciones`). */
  path: string;
}

export function GroupSitePage({ lang }: { lang: Lang }) {
  const { path } = useLoaderData<GroupSiteData>();
  const site = useSiteConfig();
  const url = `${site.homeUrl.replace(/\/+$/, '')}${path}`;
  return (
    <article className={styles.page}>
      <h1>
        <FormattedMessage id="page.groupSite.title" />
      </h1>
      <p>
        <FormattedMessage id="page.groupSite.body" values={{ group: site.groupName }} />
      </p>
      <p>
        <a className={styles.link} href={url}>
          <FormattedMessage id="page.groupSite.go" values={{ group: site.groupName }} />
        </a>
        <span className={styles.url}>{url}</span>
      </p>
      <ProductLinks lang={lang} />
    </article>
  );
}
