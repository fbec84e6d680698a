/** Link targets built from search results (SPEC section 2) and the rules of SPEC section 5. */
import {
  FUND_PROFILE_VALUE_TYPES,
  OPERATOR_VALUE_TYPES,
  SECOND_EXCHANGE,
  SECOND_EXCHANGE_LINKED_VALUE_TYPES,
  WARRANT_VALUE_TYPES,
} from './codes.js';
import type { SiteConfig } from './branding.js';
import type { Lang } from './types/common.js';
import type { InstrumentHit } from './types/entities.js';
import { encodePathTerm } from './path-term.js';
import { matchRoute, routePath } from './routes.js';

/** Codes as they may arrive from an upstream answer: possibly missing or of another type. */
interface UntrustedCodes {
  tipo_valor: string | number | null | undefined;
  id_bolsa_listada: number | string | null | undefined;
}

type LinkConfig = Pick<SiteConfig, 'siteBaseUrl' | 'paths' | 'siteSegment'>;

const seg = (value: string | number) => encodeURIComponent(String(value).trim());

/** Issuer profile: `/{lang}/{issuers path}/{profile path}/-{company id}`. */
export function issuerProfileUrl(lang: Lang, companyId: number | string, config: LinkConfig) {
  const p = config.paths;
  return groupSitePage(
    `/${lang}/${seg(p.issuers[lang])}/${seg(p.profile[lang])}/-${seg(companyId)}`,
    lang,
    config,
  );
}

/** Fund profile: `/{lang}/{funds path}/{issuer key}-{company id}#{fund profile anchor}`. */
export function fundProfileUrl(
  lang: Lang,
  issuerKey: string,
  companyId: number | string,
  config: LinkConfig,
) {
  const p = config.paths;
  return groupSitePage(
    `/${lang}/${seg(p.funds[lang])}/${seg(issuerKey)}-${seg(companyId)}#${seg(p.fundProfileAnchor)}`,
    lang,
    config,
  );
}

/** Index page: `/{lang}/indices/{group name}/{short name}-{index id}`. */
export function indexPageUrl(
  lang: Lang,
  groupName: string,
  shortName: string,
  indexId: number | string,
  config: LinkConfig,
) {
  return groupSitePage(
    `/${lang}/indices/${seg(groupName)}/${seg(shortName)}-${seg(indexId)}`,
    lang,
    config,
  );
}

/** The query parameter of the group-site page: the path of the section on the group's main site. */
export const GROUP_SITE_PARAM = 'to';
const MAX_GROUP_SITE_PATH = 500;

/** A path of the group's sites (`/es/mercados`), or null: absolute, protocol-relative, control characters. */
export function groupSitePath(value: string | null | undefined): string | null {
  const path = (value ?? '').trim();
  if (!path.startsWith('/') || path.startsWith('//') || path.length > MAX_GROUP_SITE_PATH)
    return null;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  return /[\\\u0000-\u001f\u007f\s]/.test(path) ? null : path;
}

/**
 * Where a path of the group's sites goes (ARCHITECTURE section 10, decision 045): this product's
 * own routes stay here; other sections go to the configured base URL of the group's sites, or,
 * when none is configured, to the group-site page, which says where the section lives.
 */
function groupSitePage(path: string, lang: Lang, config: LinkConfig): string {
  if (matchRoute(path.split(/[?#]/, 1)[0] ?? '', config.siteSegment)) return path;
  if (config.siteBaseUrl) return `${config.siteBaseUrl}${path}`;
  const to = encodeURIComponent(path).replace(/%2F/g, '/');
  return `${routePath('groupSite', lang, config.siteSegment)}?${GROUP_SITE_PARAM}=${to}`;
}

/**
 * A link to a page of the group's sites as an answer or the menu gives it (sections, side cards,
 * menu entries): a site-relative path goes where `groupSitePage` sends it, an http(s) URL is kept,
 * anything else (`javascript:`, `data:`, protocol-relative, empty) gives null (plain text).
 */
export function groupSiteUrl(url: string | null | undefined, lang: Lang, config: LinkConfig) {
  const value = (url ?? '').trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  const path = groupSitePath(value);
  return path === null ? null : groupSitePage(path, lang, config);
}

/** Glossary entry: the glossary route plus the word with underscores. */
export function glossaryEntryUrl(
  lang: Lang,
  word: string,
  config: Pick<SiteConfig, 'siteSegment'>,
) {
  return `${routePath('glossary', lang, config.siteSegment)}/${encodePathTerm(word)}`;
}

/** The query parameter of a search form sent without JavaScript (`/es/bmv/busqueda?q=…&tab=1`). */
export const SEARCH_QUERY_PARAM = 'q';

/** Full search page: search route + term + `?tab=N`. */
export function searchPageUrl(
  lang: Lang,
  term: string,
  tab: number,
  config: Pick<SiteConfig, 'siteSegment'>,
) {
  const base = routePath('search', lang, config.siteSegment);
  const encoded = encodePathTerm(term);
  return `${base}/${encoded}?tab=${tab}`;
}

/**
 * A document link: this site plus the document's own URL (the proxy serves `/docs/emisoras/`).
 * Only site-relative paths and http(s) URLs are accepted; anything else (`javascript:`, `data:`,
 * protocol-relative) gives null.
 */
export function documentUrl(url: string | null | undefined) {
  const value = (url ?? '').trim();
  if (/^https?:\/\/[^\s]+$/i.test(value)) return value;
  return groupSitePath(value);
}

/** Company id of a hit: `id_empresa`, or `id` where the answer carries that instead. */
export function companyIdOf(hit: Pick<InstrumentHit, 'id_empresa' | 'id'>): number | undefined {
  return hit.id_empresa ?? hit.id;
}

/**
 * The link of an instrument row (SPEC section 5): value types 51 and 52 go to the fund-operator
 * profile, others to the issuer profile; on the second exchange (127) only 1A and 1I are linked.
 * Null means plain text.
 */
export function instrumentLink(
  hit: Pick<InstrumentHit, 'cve_emisora' | 'id_empresa' | 'id'> & UntrustedCodes,
  lang: Lang,
  config: LinkConfig,
): string | null {
  const type = String(hit.tipo_valor ?? '').trim();
  if (
    Number(hit.id_bolsa_listada) === SECOND_EXCHANGE &&
    !SECOND_EXCHANGE_LINKED_VALUE_TYPES.includes(type)
  ) {
    return null;
  }
  const companyId = companyIdOf(hit);
  if (companyId === undefined) return null;
  if (FUND_PROFILE_VALUE_TYPES.includes(type)) {
    return fundProfileUrl(lang, hit.cve_emisora, companyId, config);
  }
  return issuerProfileUrl(lang, companyId, config);
}

export const NOT_APPLICABLE = 'N/A';

/**
 * Administrator column (SPEC section 5): the fund operator for types 51, 52, 54; the parent
 * issuer key for warrants WA, WI, WC; N/A otherwise (and when the value is missing).
 */
export function administratorOf(
  hit: Pick<InstrumentHit, 'operadora' | 'cve_emisora_parent'> & Pick<UntrustedCodes, 'tipo_valor'>,
): string {
  const type = String(hit.tipo_valor ?? '').trim();
  const pick = OPERATOR_VALUE_TYPES.includes(type)
    ? hit.operadora
    : WARRANT_VALUE_TYPES.includes(type)
      ? hit.cve_emisora_parent
      : null;
  const value = (pick ?? '').trim();
  return value || NOT_APPLICABLE;
}
