/** The Spanish sections of the mega-menu's 'mercados' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const mercados: MenuSection[] = [
  {
    heading: 'Mercado de capitales',
    links: [
      {
        title: 'Acciones',
        url: '/es/mercados/acciones',
      },
      {
        title: 'Mercado Global (SIC)',
        url: '/es/mercados/mercado-global-sic',
      },
      {
        title: 'ETF y TRAC',
        url: '/es/mercados/etf-y-trac',
      },
      {
        title: 'FIBRAS',
        url: '/es/mercados/fibras',
      },
      {
        title: 'CKD y CERPI',
        url: '/es/mercados/ckd-y-cerpi',
      },
      {
        title: 'Títulos opcionales (warrants)',
        url: '/es/mercados/titulos-opcionales',
      },
    ],
  },
  {
    heading: 'Mercado de deuda',
    links: [
      {
        title: 'Deuda corporativa',
        url: '/es/mercados/deuda-corporativa',
      },
      {
        title: 'Deuda gubernamental',
        url: '/es/mercados/deuda-gubernamental',
      },
      {
        title: 'Certificados bursátiles',
        url: '/es/mercados/certificados-bursatiles',
      },
      {
        title: 'Bonos verdes, sociales y sustentables',
        url: '/es/mercados/bonos-tematicos',
      },
    ],
  },
  {
    heading: 'Derivados',
    links: [
      {
        title: 'Futuros',
        url: '/es/mercados/futuros',
      },
      {
        title: 'Opciones',
        url: '/es/mercados/opciones',
      },
      {
        title: 'Swaps',
        url: '/es/mercados/swaps',
      },
      {
        title: 'Especificaciones de contratos',
        url: '/es/mercados/especificaciones-de-contratos',
      },
    ],
  },
  {
    heading: 'Operación',
    links: [
      {
        title: 'Horarios de operación',
        url: '/es/mercados/horarios-de-operacion',
      },
      {
        title: 'Días inhábiles',
        url: '/es/mercados/dias-inhabiles',
      },
      {
        title: 'Casas de bolsa miembro',
        url: '/es/mercados/casas-de-bolsa-miembro',
      },
      {
        title: 'Formadores de mercado',
        url: '/es/mercados/formadores-de-mercado',
      },
      {
        title: 'Subastas de volatilidad',
        url: '/es/mercados/subastas-de-volatilidad',
      },
    ],
  },
];
