/**
 * The panel's result groups (specification §2 "Slide-in search panel" and "Link targets built from
 * results"): each row's text and link, computed here so the component only renders them.
 */
import type { SiteConfig } from '#shared/branding.js';
import {
  countryLabel,
  exchangeLabel,
  marketLabel,
  statusLabel,
  valueTypeLabel,
} from '#shared/codes.js';
import {
  CUT_PANEL_DEFINITION,
  CUT_PANEL_DOCUMENT,
  CUT_PANEL_ISSUER_NAME,
  PANEL_DOCUMENTS_LIMIT,
  TAB_DEFINITIONS,
  TAB_DOCUMENTS,
  TAB_INDICES,
  TAB_INSTRUMENTS,
  TAB_SECTIONS,
} from '#shared/constants.js';
import { formatDateTime } from '#shared/dates.js';
import { DOCUMENT_TYPES } from '#shared/keywords.js';
import { groupSiteUrl, glossaryEntryUrl, searchPageUrl } from '#shared/links.js';
import { issuerPageLink } from '#shared/issuer.js';
import { documentUrl, indexPageUrl, instrumentLink } from '#shared/search/hit-links.js';
import { uniqueByIssuer, type PanelResult } from '#shared/search/read.js';
import { cut, stripBold } from '#shared/text.js';
import type { DocumentFile, Lang } from '#shared/types/common.js';
import type { PrefixHit } from '#shared/types/entities.js';

export type GroupKey =
  'definition' | 'instruments' | 'issuers' | 'documents' | 'indices' | 'sections' | 'prefixes';

/**
 * The results page tab each group's 'view more' opens (the specification: search route + term +
 * `?tab=N`).
 */
export const GROUP_TABS: Record<GroupKey, number> = {
  definition: TAB_DEFINITIONS,
  instruments: TAB_INSTRUMENTS,
  issuers: TAB_INSTRUMENTS,
  documents: TAB_DOCUMENTS,
  prefixes: TAB_DOCUMENTS,
  indices: TAB_INDICES,
  sections: TAB_SECTIONS,
};

/** The order of specification §2's list of groups. */
const GROUP_ORDER: readonly GroupKey[] = [
  'definition',
  'instruments',
  'issuers',
  'documents',
  'indices',
  'sections',
  'prefixes',
];

/**
 * A link target. `internal` targets are routes of this app (opened through the router); the others
 * are pages outside it (built against `siteBaseUrl`), opened as plain links.
 */
export interface PanelLink {
  href: string;
  internal: boolean;
}

export interface PanelFile {
  href: string;
  /** The upstream's `formato` (the icon and the accessible name say which format). */
  format: string;
}

/**
 * A row. Definitions and series show a title over a line of text; issuers, indices and prefixes a
 * key (issuer key, short name) beside a name; documents and sections have their own layout.
 */
export type PanelRow =
  | { kind: 'titled'; title: string; text: string; link: PanelLink | null }
  | { kind: 'keyed'; code: string; name: string; link: PanelLink | null }
  | {
      kind: 'document';
      issuerKey: string;
      tag: string;
      description: string;
      /** `YYYY-MM-DD HH:mm` (either part empty when the value is malformed). */
      received: string;
      main: PanelFile | null;
      attachment: PanelFile | null;
    }
  | { kind: 'section'; title: string; macroMenu: string; link: PanelLink | null };

export interface PanelGroup {
  key: GroupKey;
  /** 'View more': the results page on this group's tab. */
  viewMore: string;
  rows: PanelRow[];
}

type LinkConfig = Pick<SiteConfig, 'siteBaseUrl' | 'siteSegment' | 'paths'>;

const external = (href: string | null): PanelLink | null =>
  href === null ? null : { href, internal: false };

const clean = (text: string | null | undefined, max?: number) =>
  max === undefined ? stripBold(text).trim() : cut(stripBold(text).trim(), max);

function file(value: DocumentFile | null | undefined): PanelFile | null {
  const href = documentUrl(value?.url_documento);
  return href === null || !value ? null : { href, format: value.formato };
}

/** The document-type keyword of the language (the prefix search the row stands for). */
function prefixKeyword(hit: PrefixHit, lang: Lang): string {
  const type = DOCUMENT_TYPES.find((t) => t.id === hit.tipo_documento);
  return type?.keyword[lang] ?? type?.keyword.es ?? hit.tipo_documento;
}

/** The words of an instrument series: value type, status, market, origin and exchange. */
export function instrumentDescription(
  hit: Pick<
    PanelResult['instruments'][number],
    'tipo_valor' | 'estatus' | 'mercado' | 'paisOrigen' | 'id_bolsa_listada'
  >,
  lang: Lang,
): string {
  return [
    valueTypeLabel(hit.tipo_valor, lang),
    statusLabel(hit.estatus, lang),
    marketLabel(hit.mercado, lang),
    countryLabel(hit.paisOrigen, lang),
    exchangeLabel(hit.id_bolsa_listada, lang),
  ].join(' · ');
}

export function panelGroups(
  result: PanelResult,
  query: string,
  lang: Lang,
  config: LinkConfig,
): PanelGroup[] {
  const link = (href: string): PanelLink => ({ href, internal: true });
  const issuerLink = (key: string) => {
    const href = issuerPageLink(lang, key, config.siteSegment);
    return href === null ? null : link(href);
  };
  const rows: Record<GroupKey, PanelRow[]> = {
    definition: result.definition
      ? [
          {
            kind: 'titled',
            title: clean(result.definition.palabra),
            text: clean(result.definition.shortDescripcion, CUT_PANEL_DEFINITION),
            link: link(glossaryEntryUrl(lang, stripBold(result.definition.palabra), config)),
          },
        ]
      : [],
    instruments: result.instruments.map((hit) => ({
      kind: 'titled',
      title: clean(`${hit.cve_emisora} ${hit.serie}`),
      text: instrumentDescription(hit, lang),
      link: external(instrumentLink(hit, lang, config)),
    })),
    issuers: uniqueByIssuer(result.instruments).map((hit) => ({
      kind: 'keyed',
      code: clean(hit.cve_emisora),
      name: clean(hit.razon_social, CUT_PANEL_ISSUER_NAME),
      // The issuer's page on this site (decision 117); a series keeps its profile link above.
      link: issuerLink(hit.cve_emisora) ?? external(instrumentLink(hit, lang, config)),
    })),
    documents: result.documents.rows.slice(0, PANEL_DOCUMENTS_LIMIT).map((doc) => ({
      kind: 'document',
      issuerKey: clean(doc.cve_empresa),
      tag: clean(lang === 'es' ? doc.tag_es : doc.tag_en),
      description: clean(doc.descripccion_documento, CUT_PANEL_DOCUMENT),
      received: formatDateTime(doc.fecha_recepcion),
      main: file(doc.documento_html),
      attachment: file(doc.documento_binario),
    })),
    indices: result.indices.map((hit) => ({
      kind: 'keyed',
      code: clean(hit.nombre_corto),
      name: clean(hit.nombre_largo),
      link: {
        href: indexPageUrl(lang, hit.grupo, hit.nombre_corto, hit.id_indice, config),
        internal: false,
      },
    })),
    sections: result.sections.map((hit) => ({
      kind: 'section',
      title: clean(hit.titulo),
      macroMenu: clean(hit.macro_menu),
      link: external(groupSiteUrl(hit.url, lang, config)),
    })),
    prefixes: result.prefixes.map((hit) => ({
      kind: 'keyed',
      code: clean(hit.cve_emisora),
      name: clean(lang === 'es' ? hit.tag_es : hit.tag_en),
      link: link(
        searchPageUrl(
          lang,
          `${prefixKeyword(hit, lang)} ${hit.cve_emisora}`,
          TAB_DOCUMENTS,
          config,
        ),
      ),
    })),
  };
  return GROUP_ORDER.filter((key) => rows[key].length > 0).map((key) => ({
    key,
    viewMore: searchPageUrl(lang, query, GROUP_TABS[key], config),
    rows: rows[key],
  }));
}
