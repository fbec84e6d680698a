/** The term page's messages; keys start with 'glossary-term.', the same in both languages. */
export const es = {
  'glossary-term.loading': 'Cargando el término…',
  'glossary-term.back': 'Volver al glosario',
  'glossary-term.alsoKnownAs': 'También conocido como',
  'glossary-term.related': 'Contenido relacionado',
  'glossary-term.newWindow': '(se abre en una ventana nueva)',
  'glossary-term.side.title': 'Hablemos de bolsa',
  'glossary-term.side.readMore': 'Leer más',
  'glossary-term.side.readMoreAbout': 'sobre «{title}»',
  'glossary-term.error.structure': 'Error en la estructura de datos',
  'glossary-term.error.generic':
    'El contenido no está disponible temporalmente; por favor, inténtelo más tarde.',
  'glossary-term.error.details': 'Detalles del error',
  'glossary-term.seeAlso': 'Ver también',
  'glossary-term.copyLink': 'Copiar enlace',
  'glossary-term.copyLink.done': 'Enlace copiado',
  'glossary-term.copyLink.failed': 'No se pudo copiar; el enlace es {url}',
} as const;

export const en: Record<keyof typeof es, string> = {
  'glossary-term.loading': 'Loading the term…',
  'glossary-term.back': 'Back to the glossary',
  'glossary-term.alsoKnownAs': 'Also known as',
  'glossary-term.related': 'Related content',
  'glossary-term.newWindow': '(opens in a new window)',
  'glossary-term.side.title': "Let's talk about the stock market",
  'glossary-term.side.readMore': 'Read more',
  'glossary-term.side.readMoreAbout': 'about “{title}”',
  'glossary-term.error.structure': 'Data structure error',
  'glossary-term.error.generic': 'Content is temporarily unavailable, please try again later.',
  'glossary-term.error.details': 'Error details',
  'glossary-term.seeAlso': 'See also',
  'glossary-term.copyLink': 'Copy link',
  'glossary-term.copyLink.done': 'Link copied',
  'glossary-term.copyLink.failed': 'Could not copy; the link is {url}',
};
