import { useIntl } from 'react-intl';
import { chooseTheme, useTheme } from '../../ui/theme.js';
import { cx } from '../../ui/class-names.js';
import styles from './ThemeToggle.module.css';
import { ThemeIcons } from './icons.js';

/**
 * "Dark mode" as a toggle button, pressed while the page is dark (ui/theme.ts). The icon follows
 * `html[data-theme]` in the styles, so it is right from the first paint, before hydration.
 */
export function ThemeToggle() {
  const intl = useIntl();
  const theme = useTheme();
  const label = intl.formatMessage({ id: 'header.theme.dark' });
  return (
    <button
      type="button"
      className={cx(styles.theme, 'needs-script')}
      aria-pressed={theme === 'dark'}
      title={label}
      onClick={() => {
        chooseTheme(theme === 'dark' ? 'light' : 'dark');
      }}
    >
      <ThemeIcons moonClass={styles.themeMoon} sunClass={styles.themeSun} />
      <span className={styles.themeLabel}>{label}</span>
    </button>
  );
}
