/**
 * The top page-loading bar: shown only when a navigation outlasts PROGRESS_THROTTLE_MS, grows over
 * PROGRESS_DURATION_MS, completes when the page data has arrived, and turns red on failure, which
 * it shows for FAILED_MS before it goes.
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
/** How long the red bar of a failure stays, its fade-out included. */
export const FAILED_MS = 1500;

export function ProgressBar({ active, failed = false, label }: ProgressBarProps) {
  // Whether the bar is shown: after the throttle for a navigation, at once for a failure.
  const [shown, setShown] = useState(failed);

  useEffect(() => {
    const timer = setTimeout(
      () => {
        setShown(active && !failed);
      },
      failed ? FAILED_MS : active ? PROGRESS_THROTTLE_MS : FINISH_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [active, failed]);

  const phase: ProgressPhase = !shown ? 'hidden' : failed ? 'failed' : active ? 'running' : 'done';
  if (phase === 'hidden') return null;
  return (
    <div
      className={`${styles.bar} ${styles[phase]}`}
      role="progressbar"
      aria-label={label}
      aria-busy={phase === 'running'}
      data-phase={phase}
      style={{
        ['--progress-duration' as string]: `${PROGRESS_DURATION_MS}ms`,
        ['--progress-failed' as string]: `${FAILED_MS}ms`,
      }}
    />
  );
}
