/** The English sections of the mega-menu's 'listado-y-prospectos' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const listadoYProspectos: MenuSection[] = [
  {
    heading: 'How to list',
    links: [
      {
        title: 'Listing process',
        url: '/en/listings-and-prospectus/listing-process',
      },
      {
        title: 'Listing requirements',
        url: '/en/listings-and-prospectus/listing-requirements',
      },
      {
        title: 'Continued listing requirements',
        url: '/en/listings-and-prospectus/continued-listing-requirements',
      },
      {
        title: 'Listing fees',
        url: '/en/listings-and-prospectus/listing-fees',
      },
      {
        title: 'Frequently asked questions',
        url: '/en/listings-and-prospectus/faq',
      },
    ],
  },
  {
    heading: 'Prospectuses',
    links: [
      {
        title: 'Prospectuses under review',
        url: '/en/listings-and-prospectus/prospectuses-under-review',
      },
      {
        title: 'Final prospectuses',
        url: '/en/listings-and-prospectus/final-prospectuses',
      },
      {
        title: 'Supplements and offering notices',
        url: '/en/listings-and-prospectus/supplements-and-offering-notices',
      },
      {
        title: 'Recent offerings',
        url: '/en/listings-and-prospectus/recent-offerings',
      },
    ],
  },
  {
    heading: 'Security types',
    links: [
      {
        title: 'Listing shares',
        url: '/en/listings-and-prospectus/listing-shares',
      },
      {
        title: 'Listing debt',
        url: '/en/listings-and-prospectus/listing-debt',
      },
      {
        title: 'Listing FIBRAs, CKDs and CERPIs',
        url: '/en/listings-and-prospectus/listing-fibras-ckds-and-cerpis',
      },
      {
        title: 'Listing warrants',
        url: '/en/listings-and-prospectus/listing-warrants',
      },
      {
        title: 'Coming soon: online filings',
        url: '',
      },
    ],
  },
];
