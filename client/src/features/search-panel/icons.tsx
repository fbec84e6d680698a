/** Decorative icons of the search panel; always hidden from assistive technology. */

const svgProps = { 'aria-hidden': true, focusable: false } as const;

export function CloseIcon() {
  return (
    <svg {...svgProps} width="20" height="20" viewBox="0 0 24 24">
      <path
        d="M5 5l14 14M19 5 5 19"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function ClearIcon() {
  return (
    <svg {...svgProps} width="16" height="16" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="11" fill="currentColor" />
      <path
        d="M8 8l8 8M16 8l-8 8"
        stroke="#fff"
        strokeWidth="2.5"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}

export function HelpIcon() {
  return (
    <svg {...svgProps} width="22" height="22" viewBox="0 0 24 24">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path
        d="M9.2 9.3a2.9 2.9 0 1 1 4.2 2.6c-.9.5-1.4 1.1-1.4 2.1v.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
      <circle cx="12" cy="17.6" r="1.3" fill="currentColor" />
    </svg>
  );
}

/** The error state's icon: 80 px (specification §2, panel states). */
export function ErrorIcon({ className }: { className?: string }) {
  return (
    <svg {...svgProps} className={className} width="80" height="80" viewBox="0 0 80 80">
      <circle cx="40" cy="40" r="36" fill="none" stroke="currentColor" strokeWidth="6" />
      <path d="M40 20v26" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
      <circle cx="40" cy="58" r="4.5" fill="currentColor" />
    </svg>
  );
}

export function HistoryIcon() {
  return (
    <svg {...svgProps} width="18" height="18" viewBox="0 0 24 24">
      <path
        d="M4 12a8 8 0 1 0 2.3-5.6M4 4v4h4M12 8v4l3 2"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
