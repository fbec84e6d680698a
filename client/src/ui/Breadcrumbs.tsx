import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styles from './Breadcrumbs.module.css';

/** One step of a trail: its name and site path (the last is the page itself). */
export interface Crumb {
  name: string;
  href: string;
}

/**
 * The trail as schema.org's BreadcrumbList (decision 118). Site paths as relative `@id`s: JSON-LD
 * resolves them against the page's address, so the page's bytes name no host.
 */
export function breadcrumbList(items: readonly Crumb[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.name,
      item: { '@id': item.href },
    })),
  };
}

/** JSON in a script element: nothing in it can close the element or open a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e');

/**
 * Where the page sits (decision 118): a navigation landmark with an ordered list, the current
 * page marked `aria-current`, and the same trail as JSON-LD (a data block: the CSP runs none).
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  const intl = useIntl();
  if (items.length === 0) return null;
  return (
    <nav className={styles.nav} aria-label={intl.formatMessage({ id: 'app.breadcrumbs' })}>
      <ol className={styles.list}>
        {items.map((item, i) => {
          const current = i === items.length - 1;
          return (
            <li key={item.href} className={styles.item}>
              <Link
                className={styles.link}
                to={item.href}
                {...(current ? { 'aria-current': 'page' as const } : {})}
              >
                {item.name}
              </Link>
            </li>
          );
        })}
      </ol>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: scriptJson(breadcrumbList(items)) }}
      />
    </nav>
  );
}
