/** The English sections of the mega-menu's 'mi-empresa-en-bolsa' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const miEmpresaEnBolsa: MenuSection[] = [
  {
    heading: 'Why go public',
    links: [
      {
        title: 'Benefits of listing',
        url: '/en/my-company-on-the-exchange/benefits-of-listing',
      },
      {
        title: 'Financing alternatives',
        url: '/en/my-company-on-the-exchange/financing-alternatives',
      },
      {
        title: 'Institutionalizing your company',
        url: '/en/my-company-on-the-exchange/institutionalization',
      },
    ],
  },
  {
    heading: 'SMEs and growing companies',
    links: [
      {
        title: 'SMEs on the exchange',
        url: '/en/my-company-on-the-exchange/smes-on-the-exchange',
      },
      {
        title: 'Financing for SMEs',
        url: '/en/my-company-on-the-exchange/sme-financing',
      },
      {
        title: 'Private equity and venture capital',
        url: '/en/my-company-on-the-exchange/private-equity-and-venture-capital',
      },
      {
        title: 'Readiness self-assessment',
        url: '/en/my-company-on-the-exchange/readiness-self-assessment',
      },
    ],
  },
  {
    heading: 'Programs',
    links: [
      {
        title: 'IPO readiness program',
        url: '/en/my-company-on-the-exchange/ipo-readiness-program',
      },
      {
        title: 'Advisor network',
        url: '/en/my-company-on-the-exchange/advisor-network',
      },
      {
        title: 'Executive workshops',
        url: '/en/my-company-on-the-exchange/executive-workshops',
      },
      {
        title: 'Coming soon: entrepreneurs program',
        url: '',
      },
    ],
  },
  {
    heading: 'Success stories',
    links: [
      {
        title: 'Issuer stories',
        url: '/en/my-company-on-the-exchange/issuer-stories',
      },
      {
        title: 'Testimonials',
        url: '/en/my-company-on-the-exchange/testimonials',
      },
      {
        title: 'Executive interviews',
        url: '/en/my-company-on-the-exchange/executive-interviews',
      },
    ],
  },
];
