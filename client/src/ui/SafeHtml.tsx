import type { ElementType } from 'react';
import { sanitizeHtml } from './sanitize.js';

/** Renders content-service HTML after sanitizing it. */
export function SafeHtml({
  html,
  as: Tag = 'div',
  className,
}: {
  html: string | null | undefined;
  as?: ElementType;
  className?: string;
}) {
  return <Tag className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
