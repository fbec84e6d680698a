/** The Spanish sections of the mega-menu's 'informacion-de-mercado' entry (see ../../menu-sections.es.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const informacionDeMercado: MenuSection[] = [
  {
    heading: 'Datos en tiempo real',
    links: [
      {
        title: 'Difusión en tiempo real',
        url: '/es/informacion-de-mercado/difusion-en-tiempo-real',
      },
      {
        title: 'Datos con retraso',
        url: '/es/informacion-de-mercado/datos-con-retraso',
      },
      {
        title: 'Profundidad de mercado',
        url: '/es/informacion-de-mercado/profundidad-de-mercado',
      },
      {
        title: 'Distribuidores autorizados',
        url: '/es/informacion-de-mercado/distribuidores-autorizados',
      },
    ],
  },
  {
    heading: 'Datos históricos y de referencia',
    links: [
      {
        title: 'Series históricas',
        url: '/es/informacion-de-mercado/series-historicas',
      },
      {
        title: 'Datos de cierre',
        url: '/es/informacion-de-mercado/datos-de-cierre',
      },
      {
        title: 'Boletín bursátil',
        url: '/es/informacion-de-mercado/boletin-bursatil',
      },
      {
        title: 'Estadísticas mensuales',
        url: '/es/informacion-de-mercado/estadisticas-mensuales',
      },
      {
        title: 'Anuario bursátil',
        url: '/es/informacion-de-mercado/anuario-bursatil',
      },
    ],
  },
  {
    heading: 'Índices',
    links: [
      {
        title: 'S&P/BMV IPC',
        url: '/es/informacion-de-mercado/sp-bmv-ipc',
      },
      {
        title: 'Índices sectoriales',
        url: '/es/informacion-de-mercado/indices-sectoriales',
      },
      {
        title: 'Índices ASG',
        url: '/es/informacion-de-mercado/indices-asg',
      },
      {
        title: 'Metodologías',
        url: '/es/informacion-de-mercado/metodologias',
      },
      {
        title: 'Rebalanceos y cambios de muestra',
        url: '/es/informacion-de-mercado/rebalanceos',
      },
    ],
  },
  {
    heading: 'Licenciamiento',
    links: [
      {
        title: 'Contratos y licencias',
        url: '/es/informacion-de-mercado/contratos-y-licencias',
      },
      {
        title: 'Tarifas',
        url: '/es/informacion-de-mercado/tarifas',
      },
      {
        title: 'Uso no visualizable',
        url: '/es/informacion-de-mercado/uso-no-visualizable',
      },
      {
        title: 'Contacto comercial',
        url: '/es/informacion-de-mercado/contacto-comercial',
      },
    ],
  },
];
