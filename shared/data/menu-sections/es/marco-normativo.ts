/** The Spanish sections of the mega-menu's 'marco-normativo' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const marcoNormativo: MenuSection[] = [
  {
    heading: 'Normativa interna',
    links: [
      {
        title: 'Reglamento Interior de la BMV',
        url: '/es/marco-normativo/reglamento-interior',
      },
      {
        title: 'Manual operativo',
        url: '/es/marco-normativo/manual-operativo',
      },
      {
        title: 'Reglamentos de MexDer y Asigna',
        url: '/es/marco-normativo/reglamentos-mexder-y-asigna',
      },
      {
        title: 'Reglamento Interior de Indeval',
        url: '/es/marco-normativo/reglamento-indeval',
      },
      {
        title: 'Modificaciones en consulta',
        url: '/es/marco-normativo/modificaciones-en-consulta',
      },
    ],
  },
  {
    heading: 'Disposiciones de autoridades',
    links: [
      {
        title: 'Ley del Mercado de Valores',
        url: '/es/marco-normativo/ley-del-mercado-de-valores',
      },
      {
        title: 'Disposiciones de la CNBV',
        url: '/es/marco-normativo/disposiciones-de-la-cnbv',
      },
      {
        title: 'Circular Única de Emisoras',
        url: '/es/marco-normativo/circular-unica-de-emisoras',
      },
      {
        title: 'Disposiciones de Banco de México',
        url: '/es/marco-normativo/disposiciones-de-banco-de-mexico',
      },
    ],
  },
  {
    heading: 'Circulares y avisos',
    links: [
      {
        title: 'Circulares vigentes',
        url: '/es/marco-normativo/circulares-vigentes',
      },
      {
        title: 'Avisos a participantes',
        url: '/es/marco-normativo/avisos-a-participantes',
      },
      {
        title: 'Histórico de circulares',
        url: '/es/marco-normativo/historico-de-circulares',
      },
    ],
  },
  {
    heading: 'Supervisión y disciplina',
    links: [
      {
        title: 'Vigilancia de mercado',
        url: '/es/marco-normativo/vigilancia-de-mercado',
      },
      {
        title: 'Medidas disciplinarias',
        url: '/es/marco-normativo/medidas-disciplinarias',
      },
      {
        title: 'Comité disciplinario',
        url: '/es/marco-normativo/comite-disciplinario',
      },
      {
        title: 'Próximamente: buscador normativo',
        url: '',
      },
    ],
  },
];
