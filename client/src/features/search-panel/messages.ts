/**
 * Messages of the slide-in search panel ('searchPanel.*', the same keys in both languages); texts
 * shared with the results page are the 'search.*' messages of `search/messages.ts`.
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
  'searchPanel.noResults.enter': 'Sin resultados para «{text}»: no hay página que abrir.',
  'searchPanel.tips.pdf': 'Guía de búsqueda en PDF',
  'searchPanel.newTab': '(se abre en una pestaña nueva)',
  'searchPanel.recent.title': 'Búsquedas recientes',
  'searchPanel.recent.search': 'Buscar de nuevo «{text}»',
  'searchPanel.recent.remove': 'Quitar «{text}» de las búsquedas recientes',
  'searchPanel.recent.clear': 'Borrar todas',
  'searchPanel.recent.clearLabel': 'Borrar todas las búsquedas recientes',
  'searchPanel.recent.cleared': 'Búsquedas recientes borradas',
  'searchPanel.recent.removed': '«{text}» quitada de las búsquedas recientes',
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
  'searchPanel.noResults.enter': 'No results for “{text}”: there is no page to open.',
  'searchPanel.tips.pdf': 'Search guide (PDF)',
  'searchPanel.newTab': '(opens in a new tab)',
  'searchPanel.recent.title': 'Recent searches',
  'searchPanel.recent.search': 'Search “{text}” again',
  'searchPanel.recent.remove': 'Remove “{text}” from recent searches',
  'searchPanel.recent.clear': 'Clear all',
  'searchPanel.recent.clearLabel': 'Clear all recent searches',
  'searchPanel.recent.cleared': 'Recent searches cleared',
  'searchPanel.recent.removed': '“{text}” removed from recent searches',
};
