/**
 * The prefix view's way to the ordinary results: a link to the tabs (definitions, instruments,
 * documents, indices, sections) for the same words, without the prefix lookup (`TABS_VIEW`).
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TAB_INSTRUMENTS } from '#shared/constants.js';
import { searchPageUrl } from '#shared/links.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import styles from './SearchResults.module.css';
import { TABS_VIEW } from './tab.js';

export function OrdinaryResultsLink({ lang, text }: { lang: Lang; text: string }) {
  const intl = useIntl();
  const site = useSiteConfig();
  const href = `${searchPageUrl(lang, text, TAB_INSTRUMENTS, site)}&${TABS_VIEW.param}=${TABS_VIEW.value}`;
  return (
    <p className={styles.ordinaryLink}>
      <Link to={href}>
        {intl.formatMessage({ id: 'searchResults.prefix.allResults' }, { term: text })}
      </Link>
    </p>
  );
}
