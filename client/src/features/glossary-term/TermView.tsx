/**
 * The glossary term page (specification §2 "Glossary term page", sections 4, 5 and 8) and its
 * loading and error states. Data arrives as props; the route module fetches it.
 */
import { useId, useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { CUT_SIDE_CARD } from '#shared/constants.js';
import { groupSiteUrl } from '#shared/links.js';
import { formatLongDate } from '#shared/calendar-day.js';
import { otherLang, routePath } from '#shared/routes.js';
import { cut } from '#shared/text.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryTermData } from '#shared/types/content.js';
import type { SharedContentCard } from '#shared/types/entities.js';
import { useSiteConfig } from '../../app/site-config.js';
import { AliasChips } from '../../ui/AliasChips.js';
import { Breadcrumbs } from '../../ui/Breadcrumbs.js';
import { ErrorAlert } from '../../ui/ErrorAlert.js';
import { SafeHtml } from '../../ui/SafeHtml.js';
import { Spinner } from '../../ui/Spinner.js';
import { CopyLink } from './CopyLink.js';
import { pickSideCards, readTermData, relatedHref, type TermContent } from './term-data.js';
import styles from './TermView.module.css';

export type TermStatus = 'loading' | 'success' | 'error';

export interface TermViewProps {
  lang: Lang;
  status: TermStatus;
  data?: GlossaryTermData;
  /** Raw messages of a failed answer, shown under the generic error text. */
  messages?: string[];
  /** Source of randomness for the side cards (`Math.random` unless a test or loader passes one). */
  random?: () => number;
  /** The term's image as the server inlined it (decision 126), drawn instead of its URL. */
  imageSrc?: string;
}

/**
 * Intrinsic size of the content service's illustrations (every image is a 320×180 SVG): given as
 * width and height attributes so the browser reserves the box before the image arrives.
 */
const IMAGE_WIDTH = 320;
const IMAGE_HEIGHT = 180;

export function TermView({
  lang,
  status,
  data,
  messages,
  random = Math.random,
  imageSrc,
}: TermViewProps) {
  const intl = useIntl();
  // Read once per answer, so the side cards below are picked once and not on every render.
  const content = useMemo(() => readTermData(data), [data]);
  if (status === 'loading') {
    return (
      <Spinner
        className={styles.loading}
        size="large"
        label={intl.formatMessage({ id: 'glossary-term.loading' })}
      />
    );
  }
  if (status === 'error') return <GenericError messages={messages} />;
  if (!content) return <StructureError />;
  return <TermPage lang={lang} content={content} random={random} imageSrc={imageSrc} />;
}

function TermPage({
  lang,
  content,
  random,
  imageSrc,
}: {
  lang: Lang;
  content: TermContent;
  random: () => number;
  imageSrc: string | undefined;
}) {
  const intl = useIntl();
  const { siteSegment } = useSiteConfig();
  const titleId = useId();
  const aliasesId = useId();
  const relatedId = useId();
  const seeAlsoId = useId();
  const sideCards = useMemo(() => pickSideCards(content.cards, random), [content.cards, random]);
  const newWindow = intl.formatMessage({ id: 'glossary-term.newWindow' });
  const links = (refs: typeof content.related) =>
    uniqueBy(
      refs.flatMap((r) => {
        const href = relatedHref(lang, siteSegment, r.segment);
        return href ? [{ title: r.title, href }] : [];
      }),
      (r) => r.href,
    );
  const seeAlso = links(content.seeAlso);
  // Related content already listed under "see also" is not repeated.
  const related = links(content.related).filter((r) => !seeAlso.some((s) => s.href === r.href));
  const hasSide = sideCards.length > 0;
  const glossaryPath = routePath('glossary', lang, siteSegment);
  const there = otherLang(lang);
  const other = content.otherLanguage;

  return (
    <>
      <div className={styles.trail}>
        <Breadcrumbs
          items={[
            {
              name: intl.formatMessage({ id: 'app.breadcrumbs.home' }),
              href: routePath('home', lang, siteSegment),
            },
            { name: intl.formatMessage({ id: 'app.breadcrumbs.glossary' }), href: glossaryPath },
            { name: content.title, href: `${glossaryPath}/${content.segment}` },
          ]}
        />
      </div>
      <div className={`${styles.layout} ${hasSide ? styles.withSide : styles.fullWidth}`}>
        <article className={styles.main} aria-labelledby={titleId}>
          <h1 id={titleId} className={styles.title}>
            {content.title}
          </h1>
          {other && (
            <p className={styles.otherLanguage}>
              <FormattedMessage id="glossary-term.otherLanguage" />{' '}
              <a
                href={`${routePath('glossary', there, siteSegment)}/${other.segment}`}
                hrefLang={there}
                lang={there}
              >
                {other.title}
              </a>
            </p>
          )}
          <Link className={styles.back} to={routePath('glossary', lang, siteSegment)}>
            <span aria-hidden="true">← </span>
            <FormattedMessage id="glossary-term.back" />
          </Link>
          <CopyLink />
          {content.imageUrl && (
            // Decorative: the illustration repeats the term named by the heading just above it, so
            // an alt text would only make screen readers say the title twice.
            <img
              className={styles.image}
              src={imageSrc ?? content.imageUrl}
              alt=""
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              fetchPriority="high"
            />
          )}
          <SafeHtml className={styles.body} html={content.bodyHtml} />
          {content.reviewed && (
            <p className={styles.reviewed}>
              <FormattedMessage
                id="glossary-term.reviewed"
                values={{
                  date: (
                    <time dateTime={content.reviewed}>
                      {formatLongDate(content.reviewed, lang)}
                    </time>
                  ),
                }}
              />
            </p>
          )}
          {seeAlso.length > 0 && (
            <nav className={styles.block} aria-labelledby={seeAlsoId}>
              <h2 id={seeAlsoId} className={styles.blockTitle}>
                <FormattedMessage id="glossary-term.seeAlso" />
              </h2>
              <ul className={styles.seeAlso}>
                {seeAlso.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href}>{link.title}</Link>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {content.aliases.length > 0 && (
            <section className={styles.block} aria-labelledby={aliasesId}>
              <h2 id={aliasesId} className={styles.blockTitle}>
                <FormattedMessage id="glossary-term.alsoKnownAs" />
              </h2>
              <AliasChips aliases={content.aliases} />
            </section>
          )}
          {related.length > 0 && (
            <section className={styles.block} aria-labelledby={relatedId}>
              <h2 id={relatedId} className={styles.blockTitle}>
                <FormattedMessage id="glossary-term.related" />
              </h2>
              <ul className={styles.related}>
                {related.map((link) => (
                  <li key={link.href}>
                    <a href={link.href} target="_blank" rel="noopener noreferrer">
                      {link.title}
                      <span className="visually-hidden"> {newWindow}</span>
                      <span className={styles.external} aria-hidden="true">
                        ↗
                      </span>
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </article>
        {hasSide && <SideCards lang={lang} cards={sideCards} newWindow={newWindow} />}
      </div>
    </>
  );
}

function SideCards({
  lang,
  cards,
  newWindow,
}: {
  lang: Lang;
  cards: SharedContentCard[];
  newWindow: string;
}) {
  const intl = useIntl();
  const config = useSiteConfig();
  const headingId = useId();
  return (
    <aside className={styles.side} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sideTitle}>
        <FormattedMessage id="glossary-term.side.title" />
      </h2>
      <ul className={styles.cards}>
        {cards.map((card) => {
          // Cards link to the group's site: site-relative or http(s) only, never `javascript:`.
          const href = groupSiteUrl(card.url, lang, config);
          const summary = cut(card.shortDescription, CUT_SIDE_CARD);
          return (
            <li key={card.url} className={styles.card}>
              {card.image.url && (
                <img
                  className={styles.cardImage}
                  src={card.image.url}
                  alt=""
                  width={IMAGE_WIDTH}
                  height={IMAGE_HEIGHT}
                  loading="lazy"
                />
              )}
              <h3 className={styles.cardTitle}>{card.displayTitle}</h3>
              {summary && <p className={styles.cardSummary}>{summary}</p>}
              {href && (
                <a
                  className={styles.readMore}
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  <FormattedMessage id="glossary-term.side.readMore" />
                  <span className="visually-hidden">
                    {' '}
                    {intl.formatMessage(
                      { id: 'glossary-term.side.readMoreAbout' },
                      { title: card.displayTitle },
                    )}{' '}
                    {newWindow}
                  </span>
                  <span className={styles.external} aria-hidden="true">
                    ↗
                  </span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}

function GenericError({ messages }: { messages: string[] | undefined }) {
  const intl = useIntl();
  const details = (messages ?? []).filter((m) => typeof m === 'string' && m.trim() !== '');
  return (
    <ErrorAlert
      className={styles.error}
      icon
      text={<FormattedMessage id="glossary-term.error.generic" />}
      messages={details}
      detailsLabel={intl.formatMessage({ id: 'glossary-term.error.details' })}
    />
  );
}

function StructureError() {
  return (
    <ErrorAlert
      className={styles.error}
      icon
      text={<FormattedMessage id="glossary-term.error.structure" />}
    />
  );
}

function uniqueBy<T>(items: T[], keyOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
