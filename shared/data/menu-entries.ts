/**
 * The mega-menu's entries in order (specification §2 "Header"), in both languages, without their
 * sections (`menu-sections.{es,en}.ts`), which the first view does not need (decision 004).
 */
import type { MenuEntryHead } from '../types/menu.js';
import type { Lang } from '../types/common.js';

export const MENU_ENTRIES: Record<Lang, readonly MenuEntryHead[]> = {
  es: [
    {
      id: 'grupo',
      title: 'Grupo BMV',
      url: '/es/grupo-bmv',
    },
    {
      id: 'mercados',
      title: 'Mercados',
      url: '/es/mercados',
    },
    {
      id: 'informacion-de-mercado',
      title: 'Productos de información',
      url: '/es/informacion-de-mercado',
    },
    {
      id: 'emisoras-listadas',
      title: 'Emisoras listadas',
      url: '/es/emisoras-listadas',
    },
    {
      id: 'listado-y-prospectos',
      title: 'Listado y prospectos',
      url: '/es/listado-y-prospectos',
    },
    {
      id: 'mi-empresa-en-bolsa',
      title: 'Mi empresa en bolsa',
      url: '/es/mi-empresa-en-bolsa',
    },
    {
      id: 'relacion-con-inversionistas',
      title: 'Relación con inversionistas',
      url: '/es/relacion-con-inversionistas',
    },
    {
      id: 'marco-normativo',
      title: 'Marco normativo',
      url: '/es/marco-normativo',
    },
    {
      id: 'escuela',
      title: 'Escuela Bolsa Mexicana',
      url: '/es/escuela',
    },
    {
      id: 'difusion-cultural',
      title: 'Difusión cultural',
      url: '',
    },
    {
      id: 'fondos-de-inversion',
      title: 'Fondos de inversión',
      url: '/es/fondos-de-inversion',
    },
  ],
  en: [
    {
      id: 'grupo',
      title: 'BMV Group',
      url: '/en/bmv-group',
    },
    {
      id: 'mercados',
      title: 'Markets',
      url: '/en/markets',
    },
    {
      id: 'informacion-de-mercado',
      title: 'Information products',
      url: '/en/market-data',
    },
    {
      id: 'emisoras-listadas',
      title: 'Listed issuers',
      url: '/en/listed-issuers',
    },
    {
      id: 'listado-y-prospectos',
      title: 'Listings and prospectus',
      url: '/en/listings-and-prospectus',
    },
    {
      id: 'mi-empresa-en-bolsa',
      title: 'My company on the exchange',
      url: '/en/my-company-on-the-exchange',
    },
    {
      id: 'relacion-con-inversionistas',
      title: 'Investor relations',
      url: '/en/investor-relations',
    },
    {
      id: 'marco-normativo',
      title: 'Regulatory framework',
      url: '/en/regulatory-framework',
    },
    {
      id: 'escuela',
      title: 'Mexican Stock Exchange School',
      url: '/en/school',
    },
    {
      id: 'difusion-cultural',
      title: 'Cultural diffusion',
      url: '',
    },
    {
      id: 'fondos-de-inversion',
      title: 'Investment funds',
      url: '/en/investment-funds',
    },
  ],
};
