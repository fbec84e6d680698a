/**
 * The links of search hits (specification §§2 and 5): issuer, fund and index pages of the group's
 * sites, documents, and the instrument rules by value type and exchange.
 */
import {
  FUND_PROFILE_VALUE_TYPES,
  OPERATOR_VALUE_TYPES,
  SECOND_EXCHANGE,
  SECOND_EXCHANGE_LINKED_VALUE_TYPES,
  WARRANT_VALUE_TYPES,
} from '../codes.js';
import { groupSitePage, groupSitePath, type LinkConfig } from '../links.js';
import type { Lang } from '../types/common.js';
import type { InstrumentHit } from '../types/entities.js';

/** Codes as they may arrive from an upstream answer: possibly missing or of another type. */
interface UntrustedCodes {
  tipo_valor: string | number | null | undefined;
  id_bolsa_listada: number | string | null | undefined;
}

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

/**
 * A document link: this site plus the document's own URL (the proxy serves `/docs/emisoras/`);
 * only site paths and http(s) URLs, anything else (`javascript:`, `data:`…) gives null.
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
 * The link of an instrument row (specification §5): the fund-operator or the issuer profile; on the
 * second exchange only some value types are linked. Null means plain text.
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
 * Administrator column (specification §5): the fund operator for types 51, 52, 54; the parent
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
