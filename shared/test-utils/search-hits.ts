/** Records of search answers for tests (specification §3 fields), with the fields a test names. */
import type { DocumentHit, IndexHit, InstrumentHit } from '../types/entities.js';

/** Elasticsearch-style `{ total, hits }` of records. */
export const hits = <T>(rows: T[], total = rows.length) => ({
  total: { value: total },
  hits: rows.map((r) => ({ _source: r })),
});

/** An instrument series of América Móvil (shares on the national exchange) unless overridden. */
export const instrumentHit = (over: Partial<InstrumentHit> = {}): InstrumentHit => ({
  cve_emisora: 'AMX',
  serie: 'B',
  tipo_valor: '1',
  razon_social: 'América Móvil, S.A.B. de C.V.',
  ultimo_precio_operado: null,
  hora: null,
  mercado: 'MC',
  estatus: 1,
  paisOrigen: 'MX',
  bolsa_cotiza: 'BMV',
  operadora: null,
  cve_emisora_parent: null,
  id_empresa: 1,
  id_emision: 100,
  id_bolsa_listada: 101,
  precio_promedio_ponderado: null,
  instrumento: 'Acciones',
  ...over,
});

/** A company document of AMX with a PDF main file and a ZIP attachment unless overridden. */
export const documentHit = (over: Partial<DocumentHit> = {}): DocumentHit => ({
  cve_empresa: 'AMX',
  tag_es: 'Información financiera',
  tag_en: 'Financial information',
  descripccion_documento: 'Estados financieros dictaminados',
  fecha_recepcion: '2024-03-05 14:07:33',
  documento_html: { url_documento: '/docs/amx/2024-1.pdf', formato: 'pdf' },
  documento_binario: { url_documento: '/docs/amx/2024-1.zip', formato: 'zip' },
  ...over,
});

/** The IPC index unless overridden. */
export const indexHit = (over: Partial<IndexHit> = {}): IndexHit => ({
  id_indice: 10,
  idgrupo: 1,
  nombre_corto: 'IPC',
  nombre_largo: 'S&P/BMV IPC',
  grupo: 'Principales',
  valor_indice: null,
  valor_indice_anterior: null,
  variacion_puntos: null,
  variacion_porcentaje: null,
  fecha_creacion: null,
  ...over,
});
