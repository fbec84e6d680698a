/** The Spanish sections of the mega-menu's 'fondos-de-inversion' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const fondosDeInversion: MenuSection[] = [
  {
    heading: 'Consulta de fondos',
    links: [
      {
        title: 'Buscador de fondos',
        url: '/es/fondos-de-inversion/buscador-de-fondos',
      },
      {
        title: 'Fondos de deuda',
        url: '/es/fondos-de-inversion/fondos-de-deuda',
      },
      {
        title: 'Fondos de renta variable',
        url: '/es/fondos-de-inversion/fondos-de-renta-variable',
      },
      {
        title: 'Fondos ASG',
        url: '/es/fondos-de-inversion/fondos-asg',
      },
    ],
  },
  {
    heading: 'Operadoras y distribuidoras',
    links: [
      {
        title: 'Operadoras de fondos',
        url: '/es/fondos-de-inversion/operadoras-de-fondos',
      },
      {
        title: 'Distribuidoras',
        url: '/es/fondos-de-inversion/distribuidoras',
      },
      {
        title: 'Sociedades valuadoras',
        url: '/es/fondos-de-inversion/sociedades-valuadoras',
      },
    ],
  },
  {
    heading: 'Precios e información',
    links: [
      {
        title: 'Precios diarios',
        url: '/es/fondos-de-inversion/precios-diarios',
      },
      {
        title: 'Rendimientos históricos',
        url: '/es/fondos-de-inversion/rendimientos-historicos',
      },
      {
        title: 'Prospectos de fondos',
        url: '/es/fondos-de-inversion/prospectos-de-fondos',
      },
      {
        title: 'Documento con información clave',
        url: '/es/fondos-de-inversion/documento-con-informacion-clave',
      },
      {
        title: 'Próximamente: comparador de fondos',
        url: '',
      },
    ],
  },
];
