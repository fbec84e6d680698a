/** The Spanish sections of the mega-menu's 'emisoras-listadas' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const emisorasListadas: MenuSection[] = [
  {
    heading: 'Consulta de emisoras',
    links: [
      {
        title: 'Buscador de emisoras',
        url: '/es/emisoras-listadas/buscador-de-emisoras',
      },
      {
        title: 'Emisoras por sector',
        url: '/es/emisoras-listadas/emisoras-por-sector',
      },
      {
        title: 'Valores listados',
        url: '/es/emisoras-listadas/valores-listados',
      },
      {
        title: 'Valores del SIC',
        url: '/es/emisoras-listadas/valores-del-sic',
      },
    ],
  },
  {
    heading: 'Eventos corporativos',
    links: [
      {
        title: 'Eventos relevantes',
        url: '/es/emisoras-listadas/eventos-relevantes',
      },
      {
        title: 'Derechos decretados',
        url: '/es/emisoras-listadas/derechos-decretados',
      },
      {
        title: 'Asambleas de accionistas',
        url: '/es/emisoras-listadas/asambleas-de-accionistas',
      },
      {
        title: 'Avisos de suspensión',
        url: '/es/emisoras-listadas/avisos-de-suspension',
      },
    ],
  },
  {
    heading: 'Información financiera',
    links: [
      {
        title: 'Reportes trimestrales',
        url: '/es/emisoras-listadas/reportes-trimestrales',
      },
      {
        title: 'Reportes anuales',
        url: '/es/emisoras-listadas/reportes-anuales',
      },
      {
        title: 'Información en XBRL',
        url: '/es/emisoras-listadas/informacion-en-xbrl',
      },
      {
        title: 'Calendario de entrega de información',
        url: '/es/emisoras-listadas/calendario-de-entrega',
      },
    ],
  },
];
