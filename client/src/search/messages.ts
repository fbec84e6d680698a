/**
 * Messages shared by the search panel and the search results page; keys start with 'search.' and
 * are identical in both languages. The spec's literal texts are kept as written.
 */
export const es = {
  'search.group.definition': 'Definición',
  'search.group.instruments': 'Instrumentos',
  'search.group.issuers': 'Emisoras',
  'search.group.documents': 'Documentos',
  'search.group.indices': 'Índices',
  'search.group.sections': 'Secciones',
  'search.group.prefixes': 'Documentos por emisora',
  'search.viewMore': 'Ver más',
  'search.viewMore.label': 'Ver más resultados de {group}',
  'search.noResults': 'No se encontraron coincidencias',
  'search.didYouMean': '¿Quisiste decir {suggestion}?',
  'search.error.label': 'error',
  'search.error.generic': 'Ocurrió un error al realizar la búsqueda. Intente de nuevo más tarde.',
  'search.loading': 'Buscando…',
  'search.document.main': 'Documento principal ({format})',
  'search.document.attachment': 'Anexo ({format})',
  'search.newWindow': '(se abre en una ventana nueva)',
} as const;

export const en: Record<keyof typeof es, string> = {
  'search.group.definition': 'Definition',
  'search.group.instruments': 'Instruments',
  'search.group.issuers': 'Issuers',
  'search.group.documents': 'Documents',
  'search.group.indices': 'Indices',
  'search.group.sections': 'Sections',
  'search.group.prefixes': 'Documents by issuer',
  'search.viewMore': 'View more',
  'search.viewMore.label': 'View more {group} results',
  'search.noResults': 'no search results found',
  'search.didYouMean': 'Did you mean {suggestion}?',
  'search.error.label': 'error',
  'search.error.generic': 'An error occurred while searching. Please try again later.',
  'search.loading': 'Searching…',
  'search.document.main': 'Main document ({format})',
  'search.document.attachment': 'Attachment ({format})',
  'search.newWindow': '(opens in a new window)',
};
