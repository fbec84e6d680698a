/**
 * Search keywords of specification §9: document types (followed by an issuer key: "financieros
 * AMX") and security types, for both the reference upstream's prefix lookup and the panel's tips.
 */
import type { Lang } from './types/common.js';
import type { ValueTypeCode } from './codes.js';

export interface DocumentType {
  /** Stable id, also the upstream's `tipo_documento`. */
  id: string;
  /** Keyword per language; `null` where there is none (rights and group info are Spanish only). */
  keyword: { es: string; en: string | null };
  tag_es: string;
  tag_en: string;
  description: { es: string; en: string };
}

export const DOCUMENT_TYPES: readonly DocumentType[] = [
  { id: 'corporativo', keyword: { es: 'corporativo', en: 'corporate' }, tag_es: 'Información corporativa', tag_en: 'Corporate information', description: { es: 'Estatutos, gobierno corporativo y avisos de la emisora.', en: 'Bylaws, corporate governance and notices of the issuer.' } },
  { id: 'asambleas', keyword: { es: 'asambleas', en: 'meetings' }, tag_es: 'Asambleas', tag_en: 'Shareholder meetings', description: { es: 'Convocatorias, resúmenes de acuerdos y actas de asambleas.', en: 'Calls, summaries of resolutions and minutes of meetings.' } },
  { id: 'financieros', keyword: { es: 'financieros', en: 'financials' }, tag_es: 'Información financiera', tag_en: 'Financial information', description: { es: 'Estados financieros y reportes de la emisora.', en: 'Financial statements and reports of the issuer.' } },
  { id: 'anual', keyword: { es: 'anual', en: 'annual' }, tag_es: 'Reporte anual', tag_en: 'Annual report', description: { es: 'Reporte anual conforme a la regulación vigente.', en: 'Annual report under current regulation.' } },
  { id: 'avisos', keyword: { es: 'avisos', en: 'notification' }, tag_es: 'Avisos', tag_en: 'Notifications', description: { es: 'Avisos a los tenedores y al público inversionista.', en: 'Notices to holders and to the investing public.' } },
  { id: 'reportes', keyword: { es: 'reportes', en: 'reports' }, tag_es: 'Reportes', tag_en: 'Reports', description: { es: 'Reportes periódicos distintos del trimestral y el anual.', en: 'Periodic reports other than quarterly and annual ones.' } },
  { id: 'trimestral', keyword: { es: 'trimestral', en: 'quarterly' }, tag_es: 'Reporte trimestral', tag_en: 'Quarterly report', description: { es: 'Información financiera trimestral.', en: 'Quarterly financial information.' } },
  { id: 'listado', keyword: { es: 'listado', en: 'listing' }, tag_es: 'Listado', tag_en: 'Listing', description: { es: 'Documentos de listado y colocación de valores.', en: 'Listing and placement documents.' } },
  { id: 'vigilancia', keyword: { es: 'vigilancia', en: 'surveillance' }, tag_es: 'Vigilancia', tag_en: 'Surveillance', description: { es: 'Requerimientos y aclaraciones de la supervisión del mercado.', en: 'Market surveillance requests and clarifications.' } },
  { id: 'ofertas', keyword: { es: 'ofertas', en: 'offerings' }, tag_es: 'Ofertas públicas', tag_en: 'Public offerings', description: { es: 'Avisos de oferta, prospectos y suplementos.', en: 'Offering notices, prospectuses and supplements.' } },
  { id: 'auditor', keyword: { es: 'auditor', en: 'auditor' }, tag_es: 'Auditor externo', tag_en: 'External auditor', description: { es: 'Dictámenes y comunicados del auditor externo.', en: 'Opinions and letters of the external auditor.' } },
  { id: 'eventos', keyword: { es: 'eventos', en: 'events' }, tag_es: 'Eventos relevantes', tag_en: 'Material events', description: { es: 'Eventos relevantes publicados por la emisora.', en: 'Material events disclosed by the issuer.' } },
  { id: 'recompras', keyword: { es: 'recompras', en: 'buybacks' }, tag_es: 'Recompra de acciones', tag_en: 'Share buybacks', description: { es: 'Operaciones del fondo de recompra de acciones propias.', en: 'Trades of the own-share buyback fund.' } },
  { id: 'mensual', keyword: { es: 'mensual', en: 'monthly' }, tag_es: 'Información mensual', tag_en: 'Monthly information', description: { es: 'Reportes mensuales, por ejemplo de fondos y fideicomisos.', en: 'Monthly reports, for example of funds and trusts.' } },
  { id: 'derechos', keyword: { es: 'derechos', en: null }, tag_es: 'Ejercicio de derechos', tag_en: 'Exercise of rights', description: { es: 'Avisos de derechos: dividendos, suscripciones, canjes.', en: 'Notices of rights: dividends, subscriptions, exchanges.' } },
  { id: 'grupo', keyword: { es: 'grupo', en: null }, tag_es: 'Información del grupo', tag_en: 'Group information', description: { es: 'Información de las entidades del grupo de la emisora.', en: "Information on the issuer's group entities." } },
]; // prettier-ignore

export interface SecurityType {
  id: string;
  /** Words that select the type, per language (lowercase, without accents). */
  keywords: { es: readonly string[]; en: readonly string[] };
  valueTypes: readonly ValueTypeCode[];
  description: { es: string; en: string };
}

export const SECURITY_TYPES: readonly SecurityType[] = [
  { id: 'stock', keywords: { es: ['acciones'], en: ['stock', 'stocks'] }, valueTypes: ['1', '1A'], description: { es: 'Acciones de emisoras nacionales y del SIC.', en: 'Shares of Mexican and SIC issuers.' } },
  { id: 'debt', keywords: { es: ['deuda'], en: ['debt'] }, valueTypes: ['41', '91', '92'], description: { es: 'Obligaciones y certificados bursátiles.', en: 'Corporate bonds and stock certificates.' } },
  { id: 'funds', keywords: { es: ['fondos'], en: ['funds'] }, valueTypes: ['51', '52', '54'], description: { es: 'Fondos de inversión de deuda, renta variable y capitales.', en: 'Debt, equity and private equity investment funds.' } },
  { id: 'etfs', keywords: { es: ['tracs', 'etfs'], en: ['tracs', 'etfs'] }, valueTypes: ['1B', '1I'], description: { es: 'TRACs y ETF del SIC.', en: 'TRACs and SIC ETFs.' } },
  { id: 'ckds', keywords: { es: ['ckds', 'cerpis', 'ccd'], en: ['ckds', 'cerpis', 'ccd'] }, valueTypes: ['R1', 'R3'], description: { es: 'Certificados de capital de desarrollo y de proyectos de inversión.', en: 'Development capital and investment project certificates.' } },
  { id: 'fibras', keywords: { es: ['fibras'], en: ['fibras'] }, valueTypes: ['CF', 'FE'], description: { es: 'Fideicomisos de inversión en bienes raíces y en energía e infraestructura.', en: 'Real estate and energy-infrastructure investment trusts.' } },
  { id: 'warrants', keywords: { es: ['warrants', 'titulos opcionales'], en: ['warrants'] }, valueTypes: ['WA', 'WI', 'WC'], description: { es: 'Títulos opcionales sobre acciones, índices y canastas.', en: 'Warrants on shares, indices and baskets.' } },
]; // prettier-ignore

/** The document type whose keyword (in that language) is `word`, folded for comparison. */
export function documentTypeForKeyword(word: string, lang: Lang, fold: (s: string) => string) {
  const w = fold(word);
  return DOCUMENT_TYPES.find((t) => {
    const k = t.keyword[lang];
    return k !== null && fold(k) === w;
  });
}

/**
 * Phrases that name a document type besides its keyword and its tag (those count too): what
 * visitors write before an issuer key, e.g. "estados financieros AMX", "annual report of WALMEX".
 */
const DOCUMENT_TYPE_PHRASES: Readonly<Record<string, { es: readonly string[]; en: readonly string[] }>> = {
  corporativo: { es: ['gobierno corporativo'], en: ['corporate governance'] },
  asambleas: { es: ['asamblea de accionistas', 'asamblea'], en: ['shareholders meeting', 'meeting'] },
  financieros: { es: ['estados financieros', 'reporte financiero'], en: ['financial statements', 'financial report'] },
  anual: { es: ['informe anual'], en: [] },
  avisos: { es: ['avisos a tenedores'], en: ['notices', 'notice'] },
  trimestral: { es: ['informe trimestral', 'resultados trimestrales'], en: ['quarterly results'] },
  ofertas: { es: ['oferta pública', 'prospecto'], en: ['public offering', 'prospectus'] },
  auditor: { es: ['dictamen del auditor'], en: ['auditor report'] },
  eventos: { es: ['evento relevante', 'hechos relevantes'], en: ['material event', 'relevant events'] },
  recompras: { es: ['fondo de recompra'], en: ['share buyback', 'buyback'] },
  mensual: { es: ['reporte mensual'], en: ['monthly report'] },
  derechos: { es: ['avisos de derechos'], en: [] },
}; // prettier-ignore

/** Words that join a document-type phrase to what follows or hold one together ("de", "of"). */
const CONNECTORS: Record<Lang, ReadonlySet<string>> = {
  es: new Set(['de', 'del', 'la', 'las', 'los', 'el']),
  en: new Set(['of', 'the', 'for']),
};

/** Same word, or one the plural of the other ("reporte"/"reportes", "anual"/"anuales"). */
const sameWord = (a: string, b: string) =>
  a === b || [a, b].some((x) => [`${x}s`, `${x}es`].includes(x === a ? b : a));

const phraseCache = new Map<string, { type: DocumentType; phraseWords: string[] }[]>();

/**
 * Every phrase of every document type in `lang`, as folded words without connectors; kept by
 * language alone, as every caller passes the shared `fold`.
 */
function typePhrases(lang: Lang, fold: (s: string) => string) {
  let phrases = phraseCache.get(lang);
  if (!phrases) {
    phrases = DOCUMENT_TYPES.flatMap((type) => {
      const keyword = type.keyword[lang];
      return [
        ...(keyword ? [keyword] : []),
        // The tags of the Spanish-only types name them in English too; their keyword does not.
        ...(keyword ? [lang === 'es' ? type.tag_es : type.tag_en] : []),
        ...(DOCUMENT_TYPE_PHRASES[type.id]?.[lang] ?? []),
      ].map((phrase) => ({
        type,
        phraseWords: fold(phrase)
          .split(' ')
          .filter((w) => !CONNECTORS[lang].has(w)),
      }));
    });
    phraseCache.set(lang, phrases);
  }
  return phrases;
}

/**
 * The document type a text starts with (keyword, tag or phrase, with or without "de"/"of", plural
 * or singular; the longest wins) and the words after it (the issuer key), or undefined.
 */
export function documentTypeForText(
  text: string,
  lang: Lang,
  fold: (s: string) => string,
): { type: DocumentType; rest: string } | undefined {
  const connectors = CONNECTORS[lang];
  const textWords = fold(text).split(' ').filter(Boolean);
  let found: { type: DocumentType; rest: string; length: number } | undefined;
  for (const { type, phraseWords } of typePhrases(lang, fold)) {
    let at = 0;
    let matched = 0;
    while (at < textWords.length && matched < phraseWords.length) {
      const word = textWords[at] ?? '';
      if (matched > 0 && connectors.has(word)) at++;
      else if (sameWord(word, phraseWords[matched] ?? '')) {
        at++;
        matched++;
      } else break;
    }
    if (matched < phraseWords.length || (found && found.length >= matched)) continue;
    while (at < textWords.length && connectors.has(textWords[at] ?? '')) at++;
    found = { type, rest: textWords.slice(at).join(' '), length: matched };
  }
  return found && { type: found.type, rest: found.rest };
}

/** The security type selected by `text` (a keyword of the language), if any. */
export function securityTypeForKeyword(text: string, lang: Lang, fold: (s: string) => string) {
  const w = fold(text);
  return SECURITY_TYPES.find((t) => t.keywords[lang].some((k) => fold(k) === w));
}
