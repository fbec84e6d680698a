/** The English sections of the mega-menu's 'informacion-de-mercado' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const informacionDeMercado: MenuSection[] = [
  {
    heading: 'Real-time data',
    links: [
      {
        title: 'Real-time data feeds',
        url: '/en/market-data/real-time-data-feeds',
      },
      {
        title: 'Delayed data',
        url: '/en/market-data/delayed-data',
      },
      {
        title: 'Market depth',
        url: '/en/market-data/market-depth',
      },
      {
        title: 'Authorized vendors',
        url: '/en/market-data/authorized-vendors',
      },
    ],
  },
  {
    heading: 'Historical and reference data',
    links: [
      {
        title: 'Historical series',
        url: '/en/market-data/historical-series',
      },
      {
        title: 'End-of-day data',
        url: '/en/market-data/end-of-day-data',
      },
      {
        title: 'Daily market bulletin',
        url: '/en/market-data/daily-market-bulletin',
      },
      {
        title: 'Monthly statistics',
        url: '/en/market-data/monthly-statistics',
      },
      {
        title: 'Market yearbook',
        url: '/en/market-data/market-yearbook',
      },
    ],
  },
  {
    heading: 'Indices',
    links: [
      {
        title: 'S&P/BMV IPC',
        url: '/en/market-data/sp-bmv-ipc',
      },
      {
        title: 'Sector indices',
        url: '/en/market-data/sector-indices',
      },
      {
        title: 'ESG indices',
        url: '/en/market-data/esg-indices',
      },
      {
        title: 'Methodologies',
        url: '/en/market-data/methodologies',
      },
      {
        title: 'Rebalancing and constituent changes',
        url: '/en/market-data/rebalancing',
      },
    ],
  },
  {
    heading: 'Licensing',
    links: [
      {
        title: 'Agreements and licenses',
        url: '/en/market-data/agreements-and-licenses',
      },
      {
        title: 'Fee schedule',
        url: '/en/market-data/fee-schedule',
      },
      {
        title: 'Non-display use',
        url: '/en/market-data/non-display-use',
      },
      {
        title: 'Sales contact',
        url: '/en/market-data/sales-contact',
      },
    ],
  },
];
