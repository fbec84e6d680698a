/** A company document's file as an icon link by format (the results grids and issuer pages). */
import type { IntlShape } from 'react-intl';
import { documentUrl } from '#shared/search/hit-links.js';
import type { DocumentFile } from '#shared/types/common.js';
import { DocumentIcon, documentFormatLabel } from './DocumentIcon.js';
import styles from './FileLink.module.css';

/** A document file as an icon link by format, opening in a new window; nothing when absent. */
export function FileLink({
  file,
  kind,
  ctx,
}: {
  file: DocumentFile | null | undefined;
  kind: 'main' | 'attachment';
  ctx: { intl: IntlShape };
}) {
  const href = documentUrl(file?.url_documento);
  if (!file || !href) return null;
  const format = documentFormatLabel(file.formato);
  const what = ctx.intl.formatMessage(
    { id: kind === 'main' ? 'search.document.main' : 'search.document.attachment' },
    { format },
  );
  const newWindow = ctx.intl.formatMessage({ id: 'search.newWindow' });
  // The accessible name starts with the visible text (the format), then says what and where.
  return (
    <a
      className={styles.fileLink}
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      title={what}
    >
      <DocumentIcon formato={file.formato} label={false} />
      <span className={styles.fileFormat}>{format}</span>
      <span className="visually-hidden">{`: ${what} ${newWindow}`}</span>
    </a>
  );
}
