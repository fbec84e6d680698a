import { useIntl } from 'react-intl';
import { useLocation } from 'react-router-dom';
import { alternateViewUrl, otherLang } from '#shared/routes.js';
import { LANGS, type Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import styles from './LanguageSwitch.module.css';

/**
 * A plain link to the other language, not client navigation: the other language is a different
 * document (catalog, `<html lang>`, language cookie) rendered by the server. It follows the view
 * (the query the page keeps its letter, tab or grid page in) as the visitor changes it.
 */
export function LanguageSwitch({
  lang,
  alternateUrl,
}: {
  lang: Lang;
  alternateUrl: string | null;
}) {
  const intl = useIntl();
  const { pathname, search } = useLocation();
  const { siteSegment } = useSiteConfig();
  const href = alternateUrl
    ? alternateViewUrl(alternateUrl, `${pathname}${search}`, siteSegment)
    : `/${otherLang(lang)}`;
  return (
    <nav className={styles.language} aria-label={intl.formatMessage({ id: 'header.nav.language' })}>
      <ul className={styles.languageList}>
        {LANGS.map((l) => {
          const name = intl.formatMessage({ id: `header.lang.${l}` });
          return (
            <li key={l} className={styles.languageItem}>
              {l === lang ? (
                <span className={styles.languageCurrent} lang={l} aria-current="true">
                  {name}
                </span>
              ) : (
                <a className={styles.languageLink} href={href} hrefLang={l} lang={l}>
                  {name}
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
