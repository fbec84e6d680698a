/**
 * The icon of a document file by its format (specification §2: pdf, xls, zip, html, json, txt and
 * the product's own format, XBRL). The label names the format for screen readers.
 */
import { documentFormatOf, type DocumentFormat } from '#shared/codes.js';
import styles from './DocumentIcon.module.css';

const COLOURS: Record<DocumentFormat, string> = {
  pdf: '#c62828',
  xls: '#1b5e20',
  zip: '#5d4037',
  html: '#e65100',
  json: '#4527a0',
  txt: '#455a64',
  xbrl: '#00695c',
  other: '#616161',
};

const LABELS: Record<DocumentFormat, string> = {
  pdf: 'PDF',
  xls: 'XLS',
  zip: 'ZIP',
  html: 'HTML',
  json: 'JSON',
  txt: 'TXT',
  xbrl: 'XBRL',
  other: 'DOC',
};

export function documentFormatLabel(formato: string | null | undefined): string {
  return LABELS[documentFormatOf(formato)];
}

/** A file icon coloured by format (decorative: the format's name is written beside it). */
export function DocumentIcon({
  formato,
  size = 24,
  label = true,
}: {
  formato: string | null | undefined;
  size?: number;
  /** Whether the format's short name is drawn on the icon (off where it is written beside it). */
  label?: boolean;
}) {
  const format = documentFormatOf(formato);
  return (
    <svg
      className={styles.icon}
      data-format={format}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M5 1h10l5 5v17H5z" fill={COLOURS[format]} />
      <path d="M15 1v5h5" fill="#fff" fillOpacity="0.5" />
      {label && (
        <text
          x="12.5"
          y="17"
          textAnchor="middle"
          fontSize="6"
          fontWeight="700"
          fill="#fff"
          // Four-letter names (HTML, JSON, XBRL) would overflow the page shape (x 5 to 20).
          {...(LABELS[format].length > 3
            ? { textLength: 13, lengthAdjust: 'spacingAndGlyphs' }
            : {})}
        >
          {LABELS[format]}
        </text>
      )}
    </svg>
  );
}
