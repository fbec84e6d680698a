import { FormattedMessage } from 'react-intl';
import styles from './Footer.module.css';

/** The site footer (SPEC section 2 "Layouts"): the current year and the group's abbreviation. */
export function Footer({ abbreviation }: { abbreviation: string }) {
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>
        <FormattedMessage
          id="footer.copyright"
          values={{ year: new Date().getFullYear(), abbreviation }}
        />
      </p>
    </footer>
  );
}
