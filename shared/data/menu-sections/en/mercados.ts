/** The English sections of the mega-menu's 'mercados' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const mercados: MenuSection[] = [
  {
    heading: 'Equity market',
    links: [
      {
        title: 'Shares',
        url: '/en/markets/shares',
      },
      {
        title: 'Global Market (SIC)',
        url: '/en/markets/global-market-sic',
      },
      {
        title: 'ETFs and TRACs',
        url: '/en/markets/etfs-and-tracs',
      },
      {
        title: 'FIBRAs (real estate trusts)',
        url: '/en/markets/fibras',
      },
      {
        title: 'CKDs and CERPIs',
        url: '/en/markets/ckds-and-cerpis',
      },
      {
        title: 'Warrants',
        url: '/en/markets/warrants',
      },
    ],
  },
  {
    heading: 'Debt market',
    links: [
      {
        title: 'Corporate debt',
        url: '/en/markets/corporate-debt',
      },
      {
        title: 'Government debt',
        url: '/en/markets/government-debt',
      },
      {
        title: 'Certificados bursátiles (CEBURES)',
        url: '/en/markets/cebures',
      },
      {
        title: 'Green, social and sustainability bonds',
        url: '/en/markets/labelled-bonds',
      },
    ],
  },
  {
    heading: 'Derivatives',
    links: [
      {
        title: 'Futures',
        url: '/en/markets/futures',
      },
      {
        title: 'Options',
        url: '/en/markets/options',
      },
      {
        title: 'Swaps',
        url: '/en/markets/swaps',
      },
      {
        title: 'Contract specifications',
        url: '/en/markets/contract-specifications',
      },
    ],
  },
  {
    heading: 'Trading',
    links: [
      {
        title: 'Trading hours',
        url: '/en/markets/trading-hours',
      },
      {
        title: 'Market holidays',
        url: '/en/markets/market-holidays',
      },
      {
        title: 'Member brokerage firms',
        url: '/en/markets/member-brokerage-firms',
      },
      {
        title: 'Market makers',
        url: '/en/markets/market-makers',
      },
      {
        title: 'Volatility auctions',
        url: '/en/markets/volatility-auctions',
      },
    ],
  },
];
