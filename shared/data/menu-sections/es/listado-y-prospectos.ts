/** The Spanish sections of the mega-menu's 'listado-y-prospectos' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const listadoYProspectos: MenuSection[] = [
  {
    heading: 'Cómo listarse',
    links: [
      {
        title: 'Proceso de listado',
        url: '/es/listado-y-prospectos/proceso-de-listado',
      },
      {
        title: 'Requisitos de listado',
        url: '/es/listado-y-prospectos/requisitos-de-listado',
      },
      {
        title: 'Requisitos de mantenimiento',
        url: '/es/listado-y-prospectos/requisitos-de-mantenimiento',
      },
      {
        title: 'Cuotas de listado',
        url: '/es/listado-y-prospectos/cuotas-de-listado',
      },
      {
        title: 'Preguntas frecuentes',
        url: '/es/listado-y-prospectos/preguntas-frecuentes',
      },
    ],
  },
  {
    heading: 'Prospectos',
    links: [
      {
        title: 'Prospectos en revisión',
        url: '/es/listado-y-prospectos/prospectos-en-revision',
      },
      {
        title: 'Prospectos definitivos',
        url: '/es/listado-y-prospectos/prospectos-definitivos',
      },
      {
        title: 'Suplementos y avisos de oferta',
        url: '/es/listado-y-prospectos/suplementos-y-avisos-de-oferta',
      },
      {
        title: 'Colocaciones recientes',
        url: '/es/listado-y-prospectos/colocaciones-recientes',
      },
    ],
  },
  {
    heading: 'Tipos de valor',
    links: [
      {
        title: 'Listado de acciones',
        url: '/es/listado-y-prospectos/listado-de-acciones',
      },
      {
        title: 'Listado de deuda',
        url: '/es/listado-y-prospectos/listado-de-deuda',
      },
      {
        title: 'Listado de FIBRAS, CKD y CERPI',
        url: '/es/listado-y-prospectos/listado-de-fibras-ckd-y-cerpi',
      },
      {
        title: 'Listado de títulos opcionales',
        url: '/es/listado-y-prospectos/listado-de-titulos-opcionales',
      },
      {
        title: 'Próximamente: trámites en línea',
        url: '',
      },
    ],
  },
];
