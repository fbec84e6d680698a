/**
 * The panels of the results page's list tabs: definitions (tab 0), indices (tab 3) and sections
 * (tab 4). Every text goes through `Highlight`; links are built by the rules of specification §2.
 */
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { formatDateTime } from '#shared/dates.js';
import { formatNumber, formatPercent } from '#shared/format.js';
import { glossaryEntryUrl, groupSiteUrl } from '#shared/links.js';
import { indexPageUrl } from '#shared/search/hit-links.js';
import { splitAliases } from '#shared/text.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryResultHit, IndexHit, SectionHit } from '#shared/types/entities.js';
import { useSiteConfig } from '../../app/site-config.js';
import { DataTable, type DataColumn } from '../../ui/DataTable.js';
import { Highlight } from '../../search/Highlight.js';
import { SectionCapsule } from '../../search/SectionCapsule.js';
import type { PanelState } from './status.js';
import { StatusBox } from './StatusBox.js';
import styles from './SearchResults.module.css';

interface PanelProps<T> {
  lang: Lang;
  query: string;
  state: PanelState<T>;
}

export function DefinitionsPanel({ lang, query, state }: PanelProps<GlossaryResultHit>) {
  const intl = useIntl();
  const site = useSiteConfig();
  if (state.status !== 'success') return <StatusBox {...state} />;
  return (
    <ul className={styles.list}>
      {state.rows.map((hit, i) => {
        const aliases = splitAliases(hit.alias);
        return (
          <li key={`${String(i)}-${hit.palabra}`} className={styles.item}>
            <h2 className={styles.itemTitle}>
              <Link to={glossaryEntryUrl(lang, hit.palabra, site)}>
                <Highlight text={hit.palabra} query={query} />
              </Link>
            </h2>
            <p className={styles.itemText}>
              <Highlight text={hit.descripcion} query={query} />
            </p>
            {aliases.length > 0 && (
              <p className={styles.aliases}>
                <span className={styles.aliasesLabel}>
                  {intl.formatMessage({ id: 'searchResults.aliases' })}:
                </span>{' '}
                {aliases.map((alias) => (
                  <span key={alias} className={styles.chip}>
                    <Highlight text={alias} query={query} />
                  </span>
                ))}
              </p>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export function IndicesPanel({ lang, query, state }: PanelProps<IndexHit>) {
  const intl = useIntl();
  const site = useSiteConfig();
  if (state.status !== 'success') return <StatusBox {...state} />;
  const head = (id: string) => intl.formatMessage({ id: `searchResults.col.${id}` });
  const columns: DataColumn<IndexHit>[] = [
    {
      id: 'nombre_corto',
      header: head('nombre_corto'),
      rowHeader: true,
      cell: (hit) => (
        <a href={indexPageUrl(lang, hit.grupo, hit.nombre_corto, hit.id_indice, site)}>
          <Highlight text={hit.nombre_corto} query={query} />
        </a>
      ),
    },
    {
      id: 'nombre_largo',
      header: head('nombre_largo'),
      cell: (hit) => <Highlight text={hit.nombre_largo} query={query} />,
    },
    {
      id: 'valor_indice',
      header: head('valor_indice'),
      numeric: true,
      cell: (hit) => formatNumber(hit.valor_indice, lang, { min: 2, max: 2 }),
    },
    {
      id: 'variacion_puntos',
      header: head('variacion_puntos'),
      numeric: true,
      cell: (hit) => <Change value={hit.variacion_puntos} lang={lang} />,
    },
    {
      id: 'variacion_porcentaje',
      header: head('variacion_porcentaje'),
      numeric: true,
      cell: (hit) => <Change value={hit.variacion_porcentaje} lang={lang} percent />,
    },
    {
      id: 'fecha_creacion',
      header: head('fecha_creacion'),
      cell: (hit) => formatDateTime(hit.fecha_creacion),
    },
  ];
  return (
    <div className={styles.tableScroll}>
      <DataTable columns={columns} rows={state.rows} />
    </div>
  );
}

/**
 * An index change: its sign, an arrow and a colour for the eye, and a word for screen readers
 * ('sube 12.30'), so a rise and a fall never differ by colour alone.
 */
function Change({
  value,
  lang,
  percent = false,
}: {
  value: number | string | null | undefined;
  lang: Lang;
  percent?: boolean;
}) {
  const intl = useIntl();
  const n = Number(value);
  if (value === null || value === undefined || value === '' || !Number.isFinite(n)) return null;
  const amount = percent
    ? formatPercent(Math.abs(n), lang)
    : formatNumber(Math.abs(n), lang, { min: 2, max: 2 });
  const direction = n > 0 ? 'up' : n < 0 ? 'down' : 'none';
  const shown = { up: `▲ +${amount}`, down: `▼ −${amount}`, none: amount }[direction];
  return (
    <span className={styles[`change-${direction}`]}>
      <span aria-hidden="true">{shown}</span>
      <span className="visually-hidden">
        {intl.formatMessage({ id: `searchResults.change.${direction}` }, { amount })}
      </span>
    </span>
  );
}

export function SectionsPanel({ lang, query, state }: PanelProps<SectionHit>) {
  const site = useSiteConfig();
  if (state.status !== 'success') return <StatusBox {...state} />;
  return (
    <ul className={styles.list}>
      {state.rows.map((hit, i) => {
        const href = groupSiteUrl(hit.url, lang, site);
        const title = <Highlight text={hit.titulo} query={query} />;
        return (
          <li key={`${String(i)}-${hit.url}`} className={`${styles.item} ${styles.section}`}>
            <SectionCapsule macroMenu={hit.macro_menu} />
            <span className={styles.itemTitle}>{href ? <a href={href}>{title}</a> : title}</span>
          </li>
        );
      })}
    </ul>
  );
}
