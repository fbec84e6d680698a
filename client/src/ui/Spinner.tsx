import styles from './Spinner.module.css';

export type SpinnerSize = 'small' | 'medium' | 'large';

/**
 * A loading indicator: a `status` live region whose visually hidden `label` screen readers announce;
 * the ring is decoration. `large` is the spec's 100 px loading icon of the search panel.
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
