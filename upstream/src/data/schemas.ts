/** JSON schemas of the data files (validated with ajv by the loader and the data tests). */
import { LEGAL_PAGES } from '#shared/legal.js';

const nonEmpty = { type: 'string', minLength: 1 } as const;
const sitePath = { type: 'string', pattern: '^/[a-z]{2}(/[a-z0-9-]+)*$' } as const;
const sitePathOrBlank = { anyOf: [sitePath, { const: '' }] } as const;
const svgFile = { type: 'string', pattern: '^[a-z0-9-]+\\.svg$' } as const;

const entryText = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'displayTitle', 'shortDescription', 'body', 'alias', 'keywords', 'reviewed'],
  properties: {
    // Titles travel in URLs with underscores for spaces: no underscore, slash, ? or #.
    title: { type: 'string', minLength: 1, pattern: '^[^_/?#"]+$' },
    displayTitle: nonEmpty,
    shortDescription: { type: 'string', minLength: 20, maxLength: 300 },
    body: { type: 'string', minLength: 200 },
    alias: { type: 'array', minItems: 1, items: nonEmpty },
    aliasLang: { type: 'object', additionalProperties: { enum: ['es', 'en'] } },
    keywords: { type: 'array', minItems: 1, items: nonEmpty },
    // The day the definition was last reviewed (docs/content.md).
    reviewed: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
  },
} as const;

export const glossaryFileSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['key', 'image', 'related', 'es', 'en'],
    properties: {
      key: { type: 'string', pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
      image: svgFile,
      related: { type: 'array', maxItems: 3, items: nonEmpty },
      es: entryText,
      en: entryText,
    },
  },
} as const;

const homeText = {
  type: 'object',
  required: ['displayTitle', 'body'],
  properties: {
    displayTitle: nonEmpty,
    body: {
      type: 'object',
      required: ['html'],
      properties: { html: { type: 'string', minLength: 20 } },
    },
  },
} as const;

export const glossaryHomeSchema = {
  type: 'object',
  required: ['es', 'en'],
  properties: { es: homeText, en: homeText },
} as const;

const card = {
  type: 'object',
  additionalProperties: false,
  required: ['displayTitle', 'shortDescription', 'image', 'url'],
  properties: {
    displayTitle: nonEmpty,
    shortDescription: { type: 'string', minLength: 20 },
    image: svgFile,
    url: sitePath,
  },
} as const;

export const cardsSchema = {
  type: 'object',
  required: ['es', 'en'],
  properties: {
    es: { type: 'array', items: card },
    en: { type: 'array', items: card },
  },
} as const;

const menuEntries = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id', 'title', 'url', 'sections'],
    properties: {
      id: { type: 'string', pattern: '^[a-z0-9-]+$' },
      title: nonEmpty,
      url: sitePathOrBlank,
      sections: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: ['heading', 'links'],
          properties: {
            heading: nonEmpty,
            links: {
              type: 'array',
              minItems: 1,
              items: {
                type: 'object',
                additionalProperties: false,
                required: ['title', 'url'],
                properties: { title: nonEmpty, url: sitePathOrBlank },
              },
            },
          },
        },
      },
    },
  },
} as const;

export const menuSchema = {
  type: 'object',
  required: ['es', 'en'],
  properties: { es: menuEntries, en: menuEntries },
} as const;

export const issuersSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['id_empresa', 'cve_emisora', 'razon_social', 'paisOrigen', 'sector', 'series'],
    properties: {
      id_empresa: { type: 'integer', minimum: 1 },
      cve_emisora: { type: 'string', pattern: '^[A-Z0-9&.+-]{1,12}$' },
      razon_social: nonEmpty,
      paisOrigen: { type: 'string', pattern: '^[A-Z]{2}$' },
      sector: nonEmpty,
      series: {
        type: 'array',
        minItems: 1,
        items: {
          type: 'object',
          additionalProperties: false,
          required: [
            'id_emision',
            'serie',
            'tipo_valor',
            'mercado',
            'estatus',
            'id_bolsa_listada',
            'operadora',
            'cve_emisora_parent',
          ],
          properties: {
            id_emision: { type: 'integer', minimum: 1 },
            serie: nonEmpty,
            tipo_valor: nonEmpty,
            mercado: { enum: ['MC', 'MD', 'SI'] },
            estatus: { enum: [1, 2, 3] },
            id_bolsa_listada: { enum: [101, 127] },
            operadora: { type: ['string', 'null'] },
            cve_emisora_parent: { type: ['string', 'null'] },
          },
        },
      },
    },
  },
} as const;

export const indicesSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: [
      'id_indice',
      'idgrupo',
      'grupo',
      'nombre_corto',
      'nombre_largo',
      'valor_indice',
      'valor_indice_anterior',
      'fecha_creacion',
    ],
    properties: {
      id_indice: { type: 'integer', minimum: 1 },
      idgrupo: { type: 'integer', minimum: 1 },
      grupo: nonEmpty,
      nombre_corto: { type: 'string', pattern: '^[^/]+$' },
      nombre_largo: nonEmpty,
      valor_indice: { type: 'number', exclusiveMinimum: 0 },
      valor_indice_anterior: { type: 'number', exclusiveMinimum: 0 },
      fecha_creacion: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    },
  },
} as const;

const wordList = { type: 'array', items: nonEmpty } as const;
const synonymGroups = {
  type: 'array',
  items: { type: 'array', minItems: 2, items: nonEmpty },
} as const;

/** `search.json`: stop words and synonym groups per language (docs/search.md). */
export const searchWordsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['stopWords', 'synonyms'],
  properties: {
    stopWords: {
      type: 'object',
      additionalProperties: false,
      required: ['es', 'en'],
      properties: { es: wordList, en: wordList },
    },
    synonyms: {
      type: 'object',
      additionalProperties: false,
      required: ['es', 'en'],
      properties: { es: synonymGroups, en: synonymGroups },
    },
  },
} as const;

const legalText = {
  type: 'object',
  additionalProperties: false,
  required: ['displayTitle', 'shortDescription', 'body'],
  properties: {
    displayTitle: nonEmpty,
    // The page's meta description: long enough to say something, short enough for a result.
    shortDescription: { type: 'string', minLength: 20, maxLength: 160 },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['html'],
      properties: { html: { type: 'string', minLength: 200 } },
    },
  },
} as const;

const legalPage = {
  type: 'object',
  additionalProperties: false,
  required: ['es', 'en'],
  properties: { es: legalText, en: legalText },
} as const;

/** `legal.json`: every legal page of the footer (decision 115), in both languages. */
export const legalSchema = {
  type: 'object',
  additionalProperties: false,
  required: [...LEGAL_PAGES],
  properties: Object.fromEntries(LEGAL_PAGES.map((key) => [key, legalPage])),
} as const;
