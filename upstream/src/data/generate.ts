/**
 * Deterministic generators of the large corpora: company documents (any count, from a seed) and
 * price rows keyed by ID_EMISION. Index merge rows come from the index data.
 */
import { DOCUMENT_TYPES, type DocumentType } from '#shared/keywords.js';
import type { IndexMergeRow, PriceRow } from '#shared/types/entities.js';
import { pick, seededRandom } from './random.js';
import type { DocumentRecord, IndexRecord, IssuerRecord, SeriesRecord } from './records.js';

/** Quarter labels of the descriptions: Spanish `4T 2026`, English `Q4 2026`. */
const QUARTERS = [1, 2, 3, 4] as const;
const quarterLabel = { es: (q: number) => `${q}T`, en: (q: number) => `Q${q}` };
const FIRST_YEAR = 2012;
const LAST_YEAR = 2026;
/**
 * Months of the last year in which documents are received: none is dated after the data were
 * made (November 2026), however late a visitor looks.
 */
const LAST_YEAR_MONTHS = 10;

/** Description templates per document type: [Spanish, English]. */
const TEMPLATES: Record<string, readonly (readonly [string, string])[]> = {
  corporativo: [['Estatutos sociales vigentes de {k}', 'Current bylaws of {k}'], ['Informe de gobierno corporativo {y}', 'Corporate governance report {y}']],
  asambleas: [['Convocatoria a asamblea general ordinaria de accionistas {y}', 'Call to the ordinary general shareholders meeting {y}'], ['Resumen de acuerdos de asamblea {y}', 'Summary of meeting resolutions {y}']],
  financieros: [['Estados financieros dictaminados {y}', 'Audited financial statements {y}'], ['Información financiera {q} {y}', 'Financial information {q} {y}']],
  anual: [['Reporte anual {y} conforme a la CUE', 'Annual report {y} under the issuer rules'], ['Reporte anual {y}', 'Annual report {y}']],
  avisos: [['Aviso a los tenedores de la serie {s}', 'Notice to holders of series {s}'], ['Aviso de cambio de domicilio de {k}', 'Notice of change of address of {k}']],
  reportes: [['Reporte de sustentabilidad {y}', 'Sustainability report {y}'], ['Reporte de operaciones con partes relacionadas {y}', 'Related-party transactions report {y}']],
  trimestral: [['Reporte trimestral {q} {y}', 'Quarterly report {q} {y}'], ['Comentarios y análisis de la administración {q} {y}', "Management's discussion and analysis {q} {y}"]],
  listado: [['Solicitud de listado de la serie {s}', 'Listing application for series {s}'], ['Título depositado en Indeval de la serie {s}', 'Certificate deposited with Indeval, series {s}']],
  vigilancia: [['Respuesta a requerimiento de información de {k}', 'Answer to an information request to {k}'], ['Aclaración a nota periodística sobre {k}', 'Clarification of a press report on {k}']],
  ofertas: [['Aviso de oferta pública de la serie {s}', 'Public offering notice, series {s}'], ['Prospecto de colocación {y}', 'Placement prospectus {y}']],
  auditor: [['Carta de independencia del auditor externo {y}', 'External auditor independence letter {y}'], ['Informe del auditor externo {y}', 'External auditor report {y}']],
  eventos: [['Evento relevante: designación de director general', 'Material event: appointment of the chief executive'], ['Evento relevante: acuerdo de financiamiento {y}', 'Material event: financing agreement {y}'], ['Evento relevante: pago de dividendo', 'Material event: dividend payment']],
  recompras: [['Reporte de operaciones con acciones propias {q} {y}', 'Report of own-share trades {q} {y}']],
  mensual: [['Información mensual de la cartera {m}/{y}', 'Monthly portfolio information {m}/{y}'], ['Reporte mensual de valor de los activos {m}/{y}', 'Monthly asset value report {m}/{y}']],
  derechos: [['Aviso de derechos: pago de dividendo en efectivo', 'Notice of rights: cash dividend'], ['Aviso de derechos: suscripción de acciones', 'Notice of rights: share subscription']],
  grupo: [['Información de subsidiarias del grupo {y}', 'Information on group subsidiaries {y}']],
}; // prettier-ignore

/** Binary formats and their weights; `xbrl` is the product-specific one. */
const BINARY_FORMATS = [
  ['pdf', 60],
  ['xls', 12],
  ['zip', 8],
  ['xbrl', 8],
  ['json', 5],
  ['txt', 7],
] as const;

function weightedFormat(random: () => number): string {
  const total = BINARY_FORMATS.reduce((sum, [, w]) => sum + w, 0);
  let r = random() * total;
  for (const [format, weight] of BINARY_FORMATS) {
    r -= weight;
    if (r < 0) return format;
  }
  return 'pdf';
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w)\}/g, (_, k: string) => values[k] ?? '');
}

interface SeriesRef {
  issuer: IssuerRecord;
  series: SeriesRecord;
}

/** Generates `count` company documents over the issuers' series, the same for the same seed. */
export function generateDocuments(
  issuers: readonly IssuerRecord[],
  count: number,
  seed: number,
): DocumentRecord[] {
  const random = seededRandom(seed);
  // Active series file more often: they appear three times in the draw.
  const refs: SeriesRef[] = issuers.flatMap((issuer) =>
    issuer.series.flatMap((series) => {
      const ref = { issuer, series };
      return series.estatus === 1 ? [ref, ref, ref] : [ref];
    }),
  );
  if (refs.length === 0 || count <= 0) return [];
  const documents: DocumentRecord[] = new Array<DocumentRecord>(count);
  for (let i = 0; i < count; i++) {
    const { issuer, series } = pick(random, refs);
    const type: DocumentType = pick(random, DOCUMENT_TYPES);
    const [es, en] = pick(random, TEMPLATES[type.id] ?? [['Documento', 'Document']]);
    const year = FIRST_YEAR + Math.floor(random() * (LAST_YEAR - FIRST_YEAR + 1));
    const month = 1 + Math.floor(random() * (year === LAST_YEAR ? LAST_YEAR_MONTHS : 12));
    const day = 1 + Math.floor(random() * 28);
    const hour = 7 + Math.floor(random() * 13);
    const minute = Math.floor(random() * 60);
    const second = Math.floor(random() * 60);
    const quarter = pick(random, QUARTERS);
    const values = {
      k: issuer.cve_emisora,
      s: series.serie,
      y: String(year),
      m: pad(month),
    };
    const id = i + 1;
    const base = `/docs/emisoras/${encodeURIComponent(issuer.cve_emisora)}/${year}/${id}`;
    const binaryFormat = weightedFormat(random);
    const hasHtml = random() < 0.4;
    const hasBinary = !hasHtml || random() < 0.7;
    documents[i] = {
      id,
      cve_empresa: issuer.cve_emisora,
      id_empresa: issuer.id_empresa,
      id_emision: series.id_emision,
      serie: series.serie,
      tipo_valor: series.tipo_valor,
      tipo_documento: type.id,
      tag_es: type.tag_es,
      tag_en: type.tag_en,
      descripcion_es: fill(es, { ...values, q: quarterLabel.es(quarter) }),
      descripcion_en: fill(en, { ...values, q: quarterLabel.en(quarter) }),
      fecha_recepcion: `${year}-${pad(month)}-${pad(day)} ${pad(hour)}:${pad(minute)}:${pad(second)}`,
      documento_html: hasHtml ? { url_documento: `${base}.html`, formato: 'html' } : null,
      documento_binario: hasBinary
        ? { url_documento: `${base}.${binaryFormat}`, formato: binaryFormat }
        : null,
    };
  }
  return documents;
}

/** Share of quoted series that have a price row (the rest merge as empty values). */
const PRICED_SHARE = 0.85;

/** Price rows for active equity-market and global-market series; some series get none. */
export function generatePrices(issuers: readonly IssuerRecord[], seed: number): PriceRow[] {
  const random = seededRandom(seed ^ 0x5eed);
  const rows: PriceRow[] = [];
  for (const issuer of issuers) {
    for (const series of issuer.series) {
      const quoted = series.estatus === 1 && series.mercado !== 'MD';
      const priced = random() < PRICED_SHARE;
      if (!quoted || !priced) continue;
      const magnitude = series.mercado === 'SI' ? 1500 : 120;
      const last = Math.round((5 + random() * magnitude) * 100) / 100;
      const weighted = Math.round(last * (0.99 + random() * 0.02) * 100) / 100;
      const minutes = 8 * 60 + 30 + Math.floor(random() * (6 * 60 + 30));
      rows.push({
        ID_EMISION: series.id_emision,
        HORA: `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}:${pad(Math.floor(random() * 60))}`,
        PRECIO_PROMEDIO_PONDERADO: weighted,
        ULTIMO_PRECIO_OPERADO: last,
      });
    }
  }
  return rows;
}

/** Index values keyed by ID_INDICE, as of a market close. */
export function indexMergeRows(indices: readonly IndexRecord[], asOf: string): IndexMergeRow[] {
  return indices.map((index) => {
    const points = Math.round((index.valor_indice - index.valor_indice_anterior) * 100) / 100;
    const percent = Math.round((points / index.valor_indice_anterior) * 100 * 10000) / 10000;
    return {
      ID_INDICE: index.id_indice,
      FECHA_CREACION: asOf,
      VALOR_INDICE: index.valor_indice,
      VALOR_INDICE_ANTERIOR: index.valor_indice_anterior,
      VARIACION_PUNTOS: points,
      VARIACION_PORCENTAJE: percent,
    };
  });
}
