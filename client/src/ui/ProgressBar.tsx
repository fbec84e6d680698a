/**
 * The top page-loading bar: shown only when a navigation outlasts PROGRESS_THROTTLE_MS, grows over
 * PROGRESS_DURATION_MS, completes when the page data has arrived, and turns red on failure.
 */
import { useEffect, useState } from 'react';
import { PROGRESS_DURATION_MS, PROGRESS_THROTTLE_MS } from '#shared/constants.js';
import styles from './ProgressBar.module.css';

export type ProgressPhase = 'hidden' | 'running' | 'done' | 'failed';

export interface ProgressBarProps {
  active: boolean;
  failed?: boolean;
  label: string;
}

/** How long the completed bar stays before it fades out. */
const FINISH_MS = 300;

export function ProgressBar({ active, failed = false, label }: ProgressBarProps) {
  // Whether the bar has been shown for the current navigation (set after the throttle).
  const [shown, setShown] = useState(false);

  useEffect(() => {
    if (failed) return;
    const timer = active
      ? setTimeout(() => {
          setShown(true);
        }, PROGRESS_THROTTLE_MS)
      : setTimeout(() => {
          setShown(false);
        }, FINISH_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [active, failed]);

  const phase: ProgressPhase = failed ? 'failed' : !shown ? 'hidden' : active ? 'running' : 'done';
  if (phase === 'hidden') return null;
  return (
    <div
      className={`${styles.bar} ${styles[phase]}`}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
      data-phase={phase}
      style={{ ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms` }}
    />
  );
}
