import { useIntl } from 'react-intl';
import { rememberedText } from '../i18n/remembered.js';
import styles from './Footer.module.css';

/** The site footer (SPEC section 2 "Layouts"): the current year and the group's abbreviation. */
export function Footer({ abbreviation }: { abbreviation: string }) {
  const intl = useIntl();
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      <p className={styles.copyright}>
        {rememberedText(intl, 'footer.copyright', `${year} ${abbreviation}`, {
          year,
          abbreviation,
        })}
      </p>
    </footer>
  );
}
