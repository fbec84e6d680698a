/** The Spanish sections of the mega-menu's 'grupo' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const grupo: MenuSection[] = [
  {
    heading: 'Quiénes somos',
    links: [
      {
        title: 'Historia',
        url: '/es/grupo-bmv/historia',
      },
      {
        title: 'Misión, visión y valores',
        url: '/es/grupo-bmv/mision-vision-y-valores',
      },
      {
        title: 'Estructura corporativa',
        url: '/es/grupo-bmv/estructura-corporativa',
      },
      {
        title: 'Sala de prensa',
        url: '/es/grupo-bmv/sala-de-prensa',
      },
      {
        title: 'Trabaja con nosotros',
        url: '/es/grupo-bmv/trabaja-con-nosotros',
      },
    ],
  },
  {
    heading: 'Gobierno corporativo',
    links: [
      {
        title: 'Consejo de administración',
        url: '/es/grupo-bmv/consejo-de-administracion',
      },
      {
        title: 'Comités del consejo',
        url: '/es/grupo-bmv/comites-del-consejo',
      },
      {
        title: 'Estatutos sociales',
        url: '/es/grupo-bmv/estatutos-sociales',
      },
      {
        title: 'Código de ética',
        url: '/es/grupo-bmv/codigo-de-etica',
      },
      {
        title: 'Línea de denuncia',
        url: '/es/grupo-bmv/linea-de-denuncia',
      },
    ],
  },
  {
    heading: 'Sustentabilidad',
    links: [
      {
        title: 'Estrategia ASG',
        url: '/es/grupo-bmv/estrategia-asg',
      },
      {
        title: 'Informe de sustentabilidad',
        url: '/es/grupo-bmv/informe-de-sustentabilidad',
      },
      {
        title: 'Finanzas sostenibles',
        url: '/es/grupo-bmv/finanzas-sostenibles',
      },
      {
        title: 'Inclusión y diversidad',
        url: '/es/grupo-bmv/inclusion-y-diversidad',
      },
    ],
  },
  {
    heading: 'Empresas del grupo',
    links: [
      {
        title: 'Bolsa Mexicana de Valores (BMV)',
        url: '/es/grupo-bmv/bolsa-mexicana-de-valores',
      },
      {
        title: 'MexDer, Mercado Mexicano de Derivados',
        url: '/es/grupo-bmv/mexder',
      },
      {
        title: 'Asigna, Compensación y Liquidación',
        url: '/es/grupo-bmv/asigna',
      },
      {
        title: 'S.D. Indeval',
        url: '/es/grupo-bmv/indeval',
      },
      {
        title: 'Contraparte Central de Valores (CCV)',
        url: '/es/grupo-bmv/contraparte-central-de-valores',
      },
      {
        title: 'SIF ICAP',
        url: '/es/grupo-bmv/sif-icap',
      },
      {
        title: 'Valmer',
        url: '/es/grupo-bmv/valmer',
      },
    ],
  },
];
