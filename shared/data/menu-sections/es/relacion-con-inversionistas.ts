/** The Spanish sections of the mega-menu's 'relacion-con-inversionistas' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const relacionConInversionistas: MenuSection[] = [
  {
    heading: 'Información financiera',
    links: [
      {
        title: 'Resultados trimestrales',
        url: '/es/relacion-con-inversionistas/resultados-trimestrales',
      },
      {
        title: 'Informe anual',
        url: '/es/relacion-con-inversionistas/informe-anual',
      },
      {
        title: 'Estados financieros dictaminados',
        url: '/es/relacion-con-inversionistas/estados-financieros-dictaminados',
      },
      {
        title: 'Presentaciones a inversionistas',
        url: '/es/relacion-con-inversionistas/presentaciones-a-inversionistas',
      },
    ],
  },
  {
    heading: 'La acción BOLSA A',
    links: [
      {
        title: 'Cotización',
        url: '/es/relacion-con-inversionistas/cotizacion',
      },
      {
        title: 'Dividendos',
        url: '/es/relacion-con-inversionistas/dividendos',
      },
      {
        title: 'Estructura accionaria',
        url: '/es/relacion-con-inversionistas/estructura-accionaria',
      },
      {
        title: 'Cobertura de analistas',
        url: '/es/relacion-con-inversionistas/cobertura-de-analistas',
      },
    ],
  },
  {
    heading: 'Asambleas y eventos',
    links: [
      {
        title: 'Asambleas de accionistas',
        url: '/es/relacion-con-inversionistas/asambleas-de-accionistas',
      },
      {
        title: 'Conferencias de resultados',
        url: '/es/relacion-con-inversionistas/conferencias-de-resultados',
      },
      {
        title: 'Calendario de eventos',
        url: '/es/relacion-con-inversionistas/calendario-de-eventos',
      },
      {
        title: 'Avisos a accionistas',
        url: '/es/relacion-con-inversionistas/avisos-a-accionistas',
      },
      {
        title: 'Contacto con inversionistas',
        url: '/es/relacion-con-inversionistas/contacto',
      },
      {
        title: 'Próximamente: Día del Inversionista',
        url: '',
      },
    ],
  },
];
