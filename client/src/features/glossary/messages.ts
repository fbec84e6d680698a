/** The glossary's messages; keys start with 'glossary.', the same in both languages. */
export const es = {
  'glossary.title': 'Glosario',
  'glossary.loading': 'Cargando el glosario',
  'glossary.error':
    'El contenido no está disponible temporalmente; por favor, inténtelo más tarde.',
  'glossary.error.details': 'Detalles del error',
  'glossary.finder.label': 'Buscador del glosario',
  'glossary.finder.letters': 'Filtrar por letra inicial',
  'glossary.finder.top': 'Volver al inicio del glosario',
  'glossary.finder.search': 'Buscar en el glosario',
  'glossary.finder.searchPlaceholder': 'Término o sinónimo',
  'glossary.results.loading': 'Cargando términos',
  'glossary.results.count': '{count, plural, one {{shown} término} other {{shown} términos}}',
  'glossary.results.none': 'No se encontraron coincidencias',
  'glossary.card.seeMore': 'Ver más<hidden> sobre {term}</hidden>',
  'glossary.card.alsoKnownAs': 'También conocido como',
  'glossary.termOfDay.title': 'Término del día',
  'glossary.termOfDay.read': 'Leer la definición<hidden> de {term}</hidden>',
} as const;

export const en: Record<keyof typeof es, string> = {
  'glossary.title': 'Glossary',
  'glossary.loading': 'Loading the glossary',
  'glossary.error': 'Content is temporarily unavailable, please try again later.',
  'glossary.error.details': 'Error details',
  'glossary.finder.label': 'Glossary finder',
  'glossary.finder.letters': 'Filter by initial letter',
  'glossary.finder.top': 'Back to the top of the glossary',
  'glossary.finder.search': 'Search the glossary',
  'glossary.finder.searchPlaceholder': 'Term or synonym',
  'glossary.results.loading': 'Loading terms',
  'glossary.results.count': '{count, plural, one {{shown} term} other {{shown} terms}}',
  'glossary.results.none': 'No matches found',
  'glossary.card.seeMore': 'See more<hidden> about {term}</hidden>',
  'glossary.card.alsoKnownAs': 'Also known as',
  'glossary.termOfDay.title': 'Term of the day',
  'glossary.termOfDay.read': 'Read the definition<hidden> of {term}</hidden>',
};
