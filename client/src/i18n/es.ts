/** Spanish catalog of the app shell (default language); keys must match `en.ts` (a test checks). */
export const es = {
  'footer.copyright': '© {year} {abbreviation}',
  'footer.legal': 'Información legal',
  'footer.privacy': 'Aviso de privacidad',
  'footer.terms': 'Términos de uso',
  'footer.cookies': 'Cookies',
  'footer.accessibility': 'Accesibilidad',
  'footer.investmentDisclaimer': 'Advertencia sobre inversiones',
  'app.title.legal': '{page} - {group}',
  'page.legal.error':
    'El contenido no está disponible temporalmente; por favor, inténtelo más tarde.',
  'app.openSearch': 'Búsqueda en {group}',
  'app.printedUrl': 'Dirección de esta página: {url}',
  'app.breadcrumbs': 'Ruta de navegación',
  'app.breadcrumbs.home': 'Inicio',
  'app.breadcrumbs.glossary': 'Glosario',
  'app.skipToContent': 'Saltar al contenido',
  'app.loadingPage': 'Cargando la página',
  'app.title.glossary': 'Glosario - {group}',
  'app.title.term': '{term} - Glosario - {group}',
  'app.title.home': '{group}',
  'app.title.contact': 'Contacto - {group}',
  'app.title.pressRoom': 'Sala de prensa - {group}',
  'app.title.search': 'Búsqueda - {group}',
  'app.title.issuer': '{name} ({key}) - Emisoras - {group}',
  'app.description.issuer':
    'Instrumentos, precios y documentos más recientes de {name} ({key}) en {group}.',
  'app.title.searchTerm': '{term} - Búsqueda - {group}',
  'app.title.error': '{message} - {group}',
  'app.description.home':
    'Sitio público de {group}: glosario de términos financieros y buscador de emisoras, instrumentos, documentos, índices y secciones.',
  'app.description.contact': 'Cómo ponerse en contacto con {group}.',
  'app.description.pressRoom': 'Sala de prensa de {group}: comunicados y contacto para medios.',
  'app.description.search':
    'Resultados de búsqueda en el glosario, instrumentos, emisoras, documentos, índices y secciones del sitio.',
  'app.description.glossary':
    'Glosario de términos financieros y bursátiles: definiciones claras de acciones, deuda, fondos, derivados y más.',
  'app.description.error':
    '{message}. Vuelva a la página de inicio de {group} o consulte el glosario de términos financieros.',
  'error.notFound': 'Página no encontrada 404',
  'error.generic': 'Ocurrió un error',
  'error.notFoundMessage': 'No se pudo encontrar esta página',
  'error.backHome': 'Ir a la página de inicio',
  'error.toGlossary': 'Ir al glosario',
  'page.home.title': 'Bienvenido',
  'page.home.body':
    'Este es el sitio público del grupo bursátil. Aquí encontrará el glosario de términos financieros, y con el buscador de la cabecera, emisoras, instrumentos, documentos, índices y secciones del sitio.',
  'page.home.glossary': 'Glosario de términos financieros',
  'page.home.search': 'Buscar en el sitio',
  'page.contact.title': 'Contacto',
  'page.contact.body':
    'Para cualquier duda sobre el grupo, el sitio o sus contenidos, comuníquese con nosotros por teléfono o por correo electrónico, o visítenos en nuestras oficinas.',
  'page.contact.address': 'Dirección',
  'page.contact.phone': 'Teléfono',
  'page.contact.email': 'Correo electrónico',
  'page.pressRoom.title': 'Sala de prensa',
  'page.pressRoom.body':
    'Comunicados, boletines y materiales para medios del grupo. Esta página reúne próximamente las publicaciones más recientes.',
  'app.title.groupSite': 'En el sitio principal - {group}',
  'page.groupSite.title': 'Esta página está en el sitio principal del grupo',
  'page.groupSite.body':
    'La sección o el documento que busca se publica en el sitio principal de {group}. Este sitio reúne el glosario de términos financieros y el buscador.',
  'page.groupSite.go': 'Abrir en el sitio de {group}',
} as const;
