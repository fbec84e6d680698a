/**
 * "Did you mean": the close text the search service suggests when a search found nothing, as a link
 * to its results; the panel follows it in place (`onFollow`). A polite live region announces it.
 */
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TAB_DEFINITIONS } from '#shared/constants.js';
import { searchPageUrl } from '#shared/links.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../app/site-config.js';
import styles from './DidYouMean.module.css';

export interface DidYouMeanProps {
  lang: Lang;
  suggestion: string;
  /** Follows the suggestion without leaving the page (a plain click only). */
  onFollow?: (suggestion: string) => void;
  /** False where a live region of the page already announces it (the panel's). */
  live?: boolean;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function DidYouMean({ lang, suggestion, onFollow, live = true }: DidYouMeanProps) {
  const intl = useIntl();
  const site = useSiteConfig();
  return (
    <p className={styles.line} {...(live ? { role: 'status' } : {})}>
      {intl.formatMessage(
        { id: 'search.didYouMean' },
        {
          suggestion: (
            <Link
              key="suggestion"
              className={styles.link}
              to={searchPageUrl(lang, suggestion, TAB_DEFINITIONS, site)}
              onClick={(event) => {
                if (!onFollow || !isPlainClick(event)) return;
                event.preventDefault();
                onFollow(suggestion);
              }}
            >
              {suggestion}
            </Link>
          ),
        },
      )}
    </p>
  );
}
