/** The English sections of the mega-menu's 'fondos-de-inversion' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const fondosDeInversion: MenuSection[] = [
  {
    heading: 'Fund lookup',
    links: [
      {
        title: 'Fund search',
        url: '/en/investment-funds/fund-search',
      },
      {
        title: 'Debt funds',
        url: '/en/investment-funds/debt-funds',
      },
      {
        title: 'Equity funds',
        url: '/en/investment-funds/equity-funds',
      },
      {
        title: 'ESG funds',
        url: '/en/investment-funds/esg-funds',
      },
    ],
  },
  {
    heading: 'Managers and distributors',
    links: [
      {
        title: 'Fund management companies',
        url: '/en/investment-funds/fund-management-companies',
      },
      {
        title: 'Fund distributors',
        url: '/en/investment-funds/fund-distributors',
      },
      {
        title: 'Fund valuation companies',
        url: '/en/investment-funds/fund-valuation-companies',
      },
    ],
  },
  {
    heading: 'Prices and information',
    links: [
      {
        title: 'Daily prices',
        url: '/en/investment-funds/daily-prices',
      },
      {
        title: 'Historical returns',
        url: '/en/investment-funds/historical-returns',
      },
      {
        title: 'Fund prospectuses',
        url: '/en/investment-funds/fund-prospectuses',
      },
      {
        title: 'Key information document',
        url: '/en/investment-funds/key-information-document',
      },
      {
        title: 'Coming soon: fund comparison tool',
        url: '',
      },
    ],
  },
];
