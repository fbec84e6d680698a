/**
 * Home, contact and press room: bilingual placeholder pages with filler text (specification §2).
 * The home adds links to what this product serves: the glossary and the search; the contact page
 * the group's address, phone and e-mail (branding, docs/decisions/104). The footer's legal pages
 * are static pages too, their text from the content service (docs/decisions/115).
 */
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CONTACT_ADDRESS_LANG } from '#shared/branding.js';
import { isLegalPage, type LegalPage } from '#shared/legal.js';
import { routePath } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../app/site-config.js';
import { readLegalPage, useGetLegalPageQuery } from '../features/legal/api.js';
import { SafeHtml } from '../ui/SafeHtml.js';
import { Spinner } from '../ui/Spinner.js';
import styles from './StaticPage.module.css';

export type StaticPageKind = 'home' | 'contact' | 'pressRoom' | LegalPage;

export function StaticPage({ kind, lang }: { kind: StaticPageKind; lang: Lang }) {
  if (isLegalPage(kind)) {
    return (
      <article className={styles.page}>
        <LegalText page={kind} lang={lang} />
      </article>
    );
  }
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

/** A legal page's title and text as the content service gives them, or the error text of §8. */
function LegalText({ page, lang }: { page: LegalPage; lang: Lang }) {
  const intl = useIntl();
  const query = useGetLegalPageQuery({ lang, page });
  const shown = query.data?.status ? readLegalPage(query.data.response.data) : null;
  if (shown) {
    return (
      <>
        <h1>{shown.displayTitle}</h1>
        <SafeHtml html={shown.body.html} className={styles.legal} />
      </>
    );
  }
  if (query.isLoading) return <Spinner label={intl.formatMessage({ id: 'app.loadingPage' })} />;
  return (
    <>
      <h1>
        <FormattedMessage id={`footer.${page}`} />
      </h1>
      <p role="alert">
        <FormattedMessage id="page.legal.error" />
      </p>
    </>
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
