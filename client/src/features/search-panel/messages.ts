/**
 * Messages of the slide-in search panel; keys start with 'searchPanel.' and are identical in both
 * languages. Texts shared with the results page (group names, 'view more', no results, error label
 * and generic error) are the 'search.*' messages of the search feature.
 */
export const es = {
  'searchPanel.dialog': 'Búsqueda en el sitio',
  'searchPanel.input': 'Buscar en el sitio',
  'searchPanel.placeholder': 'Palabra, clave o emisora',
  'searchPanel.clear': 'Borrar la búsqueda',
  'searchPanel.help': 'Ayuda para la búsqueda',
  'searchPanel.close': 'Cerrar la búsqueda',
  'searchPanel.results': 'Resultados de la búsqueda',
  'searchPanel.count': '{count, plural, one {{shown} resultado} other {{shown} resultados}}',
  'searchPanel.error.structure': 'Error en la estructura de datos',
  'searchPanel.tips.pdf': 'Guía de búsqueda en PDF',
  'searchPanel.newTab': '(se abre en una pestaña nueva)',
} as const;

export const en: Record<keyof typeof es, string> = {
  'searchPanel.dialog': 'Site search',
  'searchPanel.input': 'Search the site',
  'searchPanel.placeholder': 'Word, ticker or issuer',
  'searchPanel.clear': 'Clear the search',
  'searchPanel.help': 'Search help',
  'searchPanel.close': 'Close search',
  'searchPanel.results': 'Search results',
  'searchPanel.count': '{count, plural, one {{shown} result} other {{shown} results}}',
  'searchPanel.error.structure': 'Data structure error',
  'searchPanel.tips.pdf': 'Search guide (PDF)',
  'searchPanel.newTab': '(opens in a new tab)',
};
