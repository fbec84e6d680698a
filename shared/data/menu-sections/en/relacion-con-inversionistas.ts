/** The English sections of the mega-menu's 'relacion-con-inversionistas' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const relacionConInversionistas: MenuSection[] = [
  {
    heading: 'Financial information',
    links: [
      {
        title: 'Quarterly results',
        url: '/en/investor-relations/quarterly-results',
      },
      {
        title: 'Annual report',
        url: '/en/investor-relations/annual-report',
      },
      {
        title: 'Audited financial statements',
        url: '/en/investor-relations/audited-financial-statements',
      },
      {
        title: 'Investor presentations',
        url: '/en/investor-relations/investor-presentations',
      },
    ],
  },
  {
    heading: 'The BOLSA A share',
    links: [
      {
        title: 'Share price',
        url: '/en/investor-relations/share-price',
      },
      {
        title: 'Dividends',
        url: '/en/investor-relations/dividends',
      },
      {
        title: 'Shareholder structure',
        url: '/en/investor-relations/shareholder-structure',
      },
      {
        title: 'Analyst coverage',
        url: '/en/investor-relations/analyst-coverage',
      },
    ],
  },
  {
    heading: 'Meetings and events',
    links: [
      {
        title: "Shareholders' meetings",
        url: '/en/investor-relations/shareholders-meetings',
      },
      {
        title: 'Earnings calls',
        url: '/en/investor-relations/earnings-calls',
      },
      {
        title: 'Events calendar',
        url: '/en/investor-relations/events-calendar',
      },
      {
        title: 'Shareholder notices',
        url: '/en/investor-relations/shareholder-notices',
      },
      {
        title: 'Investor contact',
        url: '/en/investor-relations/contact',
      },
      {
        title: 'Coming soon: Investor Day',
        url: '',
      },
    ],
  },
];
