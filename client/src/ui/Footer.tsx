import { useIntl } from 'react-intl';
import styles from './Footer.module.css';

/** The site footer (specification §2 "Layouts"): the current year and the group's abbreviation. */
export function Footer({ abbreviation }: { abbreviation: string }) {
  const intl = useIntl();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>
        {intl.formatMessage({ id: 'footer.copyright' }, { year, abbreviation })}
      </p>
    </footer>
  );
}
