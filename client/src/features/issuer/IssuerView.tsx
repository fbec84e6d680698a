/**
 * An issuer's page (decision 117): its name, its series with the results grid's formats, its
 * newest filings, a link to all its documents and its filing feed. Plain tables, rendered on the
 * server; data arrives as props.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { SiteConfig } from '#shared/branding.js';
import { marketLabel, statusLabel, valueTypeLabel } from '#shared/codes.js';
import { PRICE_DELAY_MINUTES } from '#shared/constants.js';
import { formatDateTime } from '#shared/dates.js';
import { formatPrice } from '#shared/format.js';
import { ATOM_TYPE, issuerDocumentsUrl, issuerFeedPath, issuerPath } from '#shared/issuer.js';
import { routePath } from '#shared/routes.js';
import { administratorOf, instrumentLink } from '#shared/search/hit-links.js';
import type { Lang } from '#shared/types/common.js';
import type { DocumentHit, InstrumentHit } from '#shared/types/entities.js';
import { FileLink } from '../../search/FileLink.js';
import { Breadcrumbs } from '../../ui/Breadcrumbs.js';
import { DataTable } from '../../ui/DataTable.js';
import styles from './IssuerView.module.css';

export interface IssuerViewProps {
  lang: Lang;
  site: SiteConfig;
  issuerKey: string;
  name: string | null;
  /** Null: the search failed (the error state). */
  instruments: readonly InstrumentHit[] | null;
  filings: readonly DocumentHit[] | null;
}

type Column<T> = [id: string, cell: (row: T) => ReactNode, numeric?: boolean];

function Table<T>({
  labelledBy,
  columns,
  rows,
}: {
  labelledBy: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
}) {
  const intl = useIntl();
  return (
    // A region that scrolls sideways on narrow screens, reachable by keyboard.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus
    <div className={styles.scroll} role="region" aria-labelledby={labelledBy} tabIndex={0}>
      <DataTable
        columns={columns.map(([id, cell, numeric]) => ({
          id,
          header: intl.formatMessage({ id: `issuer.col.${id}` }),
          cell,
          numeric,
        }))}
        rows={rows}
      />
    </div>
  );
}

export function IssuerView({ lang, site, issuerKey, name, instruments, filings }: IssuerViewProps) {
  const intl = useIntl();
  const titleId = useId();
  const instrumentsId = useId();
  const filingsId = useId();
  const seg = site.siteSegment;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  const price = (value: number | null) => formatPrice(value, lang, site.currency);

  const instrumentColumns: Column<InstrumentHit>[] = [
    [
      'serie',
      (r) => {
        // A series keeps the profile link of specification §5 (or plain text).
        const href = instrumentLink(r, lang, site);
        return href ? <a href={href}>{r.serie}</a> : r.serie;
      },
    ],
    ['tipo_valor', (r) => `${r.tipo_valor} · ${valueTypeLabel(r.tipo_valor, lang)}`],
    ['mercado', (r) => marketLabel(r.mercado, lang)],
    ['estatus', (r) => statusLabel(r.estatus, lang)],
    ['ultimo_precio_operado', (r) => price(r.ultimo_precio_operado), true],
    ['hora', (r) => r.hora],
    ['precio_promedio_ponderado', (r) => price(r.precio_promedio_ponderado), true],
    ['bolsa_cotiza', (r) => r.bolsa_cotiza],
    ['administrator', (r) => administratorOf(r)],
  ];
  const filingColumns: Column<DocumentHit>[] = [
    ['fecha_recepcion', (r) => formatDateTime(r.fecha_recepcion)],
    ['tag', (r) => (lang === 'es' ? r.tag_es : r.tag_en)],
    ['descripccion_documento', (r) => r.descripccion_documento],
    [
      'files',
      (r) => (
        <span className={styles.files}>
          <FileLink file={r.documento_html} kind="main" ctx={{ intl }} />
          <FileLink file={r.documento_binario} kind="attachment" ctx={{ intl }} />
        </span>
      ),
    ],
  ];

  return (
    <>
      {/* Home › the issuer (decision 118): no page lists every issuer to stand between them. */}
      <div className={styles.trail}>
        <Breadcrumbs
          items={[
            { name: t('app.breadcrumbs.home'), href: routePath('home', lang, seg) },
            { name: name ?? issuerKey, href: issuerPath(lang, issuerKey, seg) },
          ]}
        />
      </div>
      <article className={styles.page} aria-labelledby={titleId}>
        <p className={styles.kicker}>{t('issuer.kicker')}</p>
        <h1 id={titleId} className={styles.title}>
          {name ?? issuerKey} <span className={styles.key}>({issuerKey})</span>
        </h1>
        {instruments === null || filings === null ? (
          <div role="alert" className={styles.error}>
            <p>{t('issuer.error')}</p>
            {/* A full request: the proxy asks the service again (the page was not kept). */}
            <a className={styles.action} href={issuerPath(lang, issuerKey, seg)}>
              {t('issuer.retry')}
            </a>
          </div>
        ) : (
          <>
            <ul className={styles.actions}>
              <li>
                <Link className={styles.action} to={issuerDocumentsUrl(lang, issuerKey, seg)}>
                  {t('issuer.allDocuments', { key: issuerKey })}
                </Link>
              </li>
              <li>
                <a
                  className={styles.action}
                  href={issuerFeedPath(lang, issuerKey, seg)}
                  type={ATOM_TYPE}
                >
                  {t('issuer.follow', { key: issuerKey })}
                </a>
              </li>
            </ul>
            <section aria-labelledby={instrumentsId}>
              <h2 id={instrumentsId} className={styles.subtitle}>
                {t('issuer.instruments')}
              </h2>
              {instruments.length > 0 ? (
                <>
                  <Table
                    labelledBy={instrumentsId}
                    columns={instrumentColumns}
                    rows={instruments}
                  />
                  <p className={styles.note}>
                    {t('issuer.priceNote', { minutes: PRICE_DELAY_MINUTES })}
                  </p>
                </>
              ) : (
                <p>{t('issuer.instruments.none')}</p>
              )}
            </section>
            <section aria-labelledby={filingsId}>
              <h2 id={filingsId} className={styles.subtitle}>
                {t('issuer.filings')}
              </h2>
              {filings.length > 0 ? (
                <Table labelledBy={filingsId} columns={filingColumns} rows={filings} />
              ) : (
                <p>{t('issuer.filings.none')}</p>
              )}
            </section>
          </>
        )}
      </article>
    </>
  );
}
