/** The English sections of the mega-menu's 'emisoras-listadas' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const emisorasListadas: MenuSection[] = [
  {
    heading: 'Issuer lookup',
    links: [
      {
        title: 'Issuer search',
        url: '/en/listed-issuers/issuer-search',
      },
      {
        title: 'Issuers by sector',
        url: '/en/listed-issuers/issuers-by-sector',
      },
      {
        title: 'Listed securities',
        url: '/en/listed-issuers/listed-securities',
      },
      {
        title: 'SIC securities',
        url: '/en/listed-issuers/sic-securities',
      },
    ],
  },
  {
    heading: 'Corporate events',
    links: [
      {
        title: 'Material events',
        url: '/en/listed-issuers/material-events',
      },
      {
        title: 'Corporate actions',
        url: '/en/listed-issuers/corporate-actions',
      },
      {
        title: "Shareholders' meetings",
        url: '/en/listed-issuers/shareholders-meetings',
      },
      {
        title: 'Trading suspension notices',
        url: '/en/listed-issuers/trading-suspension-notices',
      },
    ],
  },
  {
    heading: 'Financial information',
    links: [
      {
        title: 'Quarterly reports',
        url: '/en/listed-issuers/quarterly-reports',
      },
      {
        title: 'Annual reports',
        url: '/en/listed-issuers/annual-reports',
      },
      {
        title: 'XBRL filings',
        url: '/en/listed-issuers/xbrl-filings',
      },
      {
        title: 'Filing calendar',
        url: '/en/listed-issuers/filing-calendar',
      },
    ],
  },
];
