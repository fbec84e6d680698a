/**
 * Home, contact and press room: bilingual placeholder pages with filler text (specification §2).
 * The home adds links to what this product serves: the glossary and the search; the contact page
 * the group's address, phone and e-mail (branding, docs/decisions/104).
 */
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { CONTACT_ADDRESS_LANG } from '#shared/branding.js';
import { routePath } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../app/site-config.js';
import styles from './StaticPage.module.css';

export type StaticPageKind = 'home' | 'contact' | 'pressRoom';

export function StaticPage({ kind, lang }: { kind: StaticPageKind; lang: Lang }) {
  return (
    <article className={styles.page}>
      <h1>
        <FormattedMessage id={`page.${kind}.title`} />
      </h1>
      <p>
        <FormattedMessage id={`page.${kind}.body`} />
      </p>
      {kind === 'home' && <ProductLinks lang={lang} />}
      {kind === 'contact' && <ContactDetails lang={lang} />}
    </article>
  );
}

/** `tel:` takes the number without the spaces it is written with. */
const telHref = (phone: string) => `tel:${phone.replace(/[^+0-9]/g, '')}`;

/** The group's address, phone and e-mail, from the site's configuration. */
function ContactDetails({ lang }: { lang: Lang }) {
  const { contact } = useSiteConfig();
  return (
    <address className={styles.contact}>
      <dl className={styles.details}>
        <dt>
          <FormattedMessage id="page.contact.address" />
        </dt>
        <dd lang={lang === CONTACT_ADDRESS_LANG ? undefined : CONTACT_ADDRESS_LANG}>
          {contact.address.map((line) => (
            <span key={line} className={styles.line}>
              {line}
            </span>
          ))}
        </dd>
        <dt>
          <FormattedMessage id="page.contact.phone" />
        </dt>
        <dd>
          <a className={styles.link} href={telHref(contact.phone)}>
            {contact.phone}
          </a>
        </dd>
        <dt>
          <FormattedMessage id="page.contact.email" />
        </dt>
        <dd>
          <a className={styles.link} href={`mailto:${contact.email}`}>
            {contact.email}
          </a>
        </dd>
      </dl>
    </address>
  );
}

/** What this product serves: the glossary and the search. */
export function ProductLinks({ lang }: { lang: Lang }) {
  const site = useSiteConfig();
  return (
    <ul className={styles.links}>
      <li>
        <Link className={styles.link} to={routePath('glossary', lang, site.siteSegment)}>
          <FormattedMessage id="page.home.glossary" />
        </Link>
      </li>
      <li>
        <Link className={styles.link} to={routePath('search', lang, site.siteSegment)}>
          <FormattedMessage id="page.home.search" />
        </Link>
      </li>
    </ul>
  );
}
