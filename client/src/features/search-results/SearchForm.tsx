/**
 * The results page's search box (specification §§2 and 5); without JavaScript, a GET the route's
 * loader redirects. Only a submitted term is recorded: a shared link is not the visitor's search.
 */
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TERM_MAX_LENGTH, TAB_INSTRUMENTS } from '#shared/constants.js';
import { SEARCH_QUERY_PARAM, searchPageUrl } from '#shared/links.js';
import { decodePathTerm, encodePathTerm } from '#shared/path-term.js';
import { routePath } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import { recordRecentSearch } from '../../search/recent-searches.js';
import styles from './SearchResults.module.css';

export function SearchForm({ lang, text }: { lang: Lang; text: string }) {
  const intl = useIntl();
  const site = useSiteConfig();
  const navigate = useNavigate();
  const [value, setValue] = useState(text);

  const label = intl.formatMessage({ id: 'searchResults.form.label' });
  return (
    <form
      role="search"
      method="get"
      action={routePath('search', lang, site.siteSegment)}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        const term = value.trim();
        if (term === '') return;
        // Recorded as the page will search it: slashes and underscores travel as spaces.
        const searched = decodePathTerm(encodePathTerm(term));
        if (searched.ok) recordRecentSearch(searched.value);
        void navigate(searchPageUrl(lang, term, TAB_INSTRUMENTS, site));
      }}
      aria-label={label}
    >
      <input type="hidden" name="tab" value={TAB_INSTRUMENTS} />
      <input
        type="search"
        name={SEARCH_QUERY_PARAM}
        className={styles.input}
        value={value}
        maxLength={SEARCH_TERM_MAX_LENGTH}
        aria-label={label}
        placeholder={intl.formatMessage({ id: 'searchResults.form.placeholder' })}
        onChange={(e) => {
          setValue(e.target.value);
        }}
      />
      <button
        type="submit"
        className={styles.submit}
        aria-label={intl.formatMessage({ id: 'searchResults.form.submit' })}
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.5" />
          <line x1="15.5" y1="15.5" x2="21" y2="21" stroke="currentColor" strokeWidth="2.5" />
        </svg>
      </button>
    </form>
  );
}
