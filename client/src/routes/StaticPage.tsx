/** Home, contact and press room: bilingual placeholder pages with filler text (SPEC section 2). */
import { FormattedMessage } from 'react-intl';
import styles from './StaticPage.module.css';

export type StaticPageKind = 'home' | 'contact' | 'pressRoom';

export function StaticPage({ kind }: { kind: StaticPageKind }) {
  return (
    <article className={styles.page}>
      <h1>
        <FormattedMessage id={`page.${kind}.title`} />
      </h1>
      <p>
        <FormattedMessage id={`page.${kind}.body`} />
      </p>
    </article>
  );
}
