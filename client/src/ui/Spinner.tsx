import styles from './Spinner.module.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

/**
 * A loading indicator: a `status` live region named by `label`, whose text (visually hidden) is
 * what screen readers announce. The ring is decoration; it stops turning under reduced motion.
 * `large` is 100 px, the loading icon size of the spec's search panel.
 */
export function Spinner({
  label,
  size = 'medium',
  className,
}: {
  label: string;
  size?: SpinnerSize;
  className?: string;
}) {
  const classes = [styles.spinner, className].filter(Boolean).join(' ');
  return (
    <div role="status" aria-label={label} className={classes}>
      <span aria-hidden="true" className={`${styles.ring} ${styles[size]}`} />
      <span className="visually-hidden">{label}</span>
    </div>
  );
}
