/** The search tips the help icon toggles (specification §2): one source with the help PDF. */
import { useIntl } from 'react-intl';
import {
  documentTips,
  SEARCH_TIPS_TEXT,
  valueTypeTips,
  type SearchTip,
} from '#shared/search-tips.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import styles from './SearchTips.module.css';

function TipsTable({ caption, tips, lang }: { caption: string; tips: SearchTip[]; lang: Lang }) {
  const t = SEARCH_TIPS_TEXT[lang];
  return (
    <table className={styles.tipsTable}>
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t.term}</th>
          <th scope="col">{t.description}</th>
        </tr>
      </thead>
      <tbody>
        {tips.map((tip) => (
          <tr key={tip.term}>
            <th scope="row">{tip.term}</th>
            <td>
              {tip.description}
              {tip.examples.length > 0 && (
                <span className={styles.examples}>
                  {t.examples}: {tip.examples.join(', ')}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export function SearchTips({ id, lang }: { id: string; lang: Lang }) {
  const intl = useIntl();
  const config = useSiteConfig();
  const t = SEARCH_TIPS_TEXT[lang];
  return (
    <section id={id} className={styles.tips} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.tipsTitle}>
        {t.title}
      </h2>
      <p>{t.intro}</p>
      <TipsTable caption={t.documentsHeading} tips={documentTips(lang)} lang={lang} />
      <TipsTable caption={t.valuesHeading} tips={valueTypeTips(lang)} lang={lang} />
      <a
        className={styles.pdf}
        href={config.searchHelpPdf[lang]}
        target="_blank"
        rel="noopener noreferrer"
      >
        {intl.formatMessage({ id: 'searchPanel.tips.pdf' })}
        <span className="visually-hidden"> {intl.formatMessage({ id: 'searchPanel.newTab' })}</span>
      </a>
    </section>
  );
}
