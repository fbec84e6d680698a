/** The English sections of the mega-menu's 'difusion-cultural' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const difusionCultural: MenuSection[] = [
  {
    heading: 'Museum',
    links: [
      {
        title: 'Stock Exchange Museum',
        url: '/en/cultural-diffusion/stock-exchange-museum',
      },
      {
        title: 'Guided tours',
        url: '/en/cultural-diffusion/guided-tours',
      },
      {
        title: 'Historical collection',
        url: '/en/cultural-diffusion/historical-collection',
      },
      {
        title: 'Coming soon: virtual tour',
        url: '',
      },
    ],
  },
  {
    heading: 'Exhibitions',
    links: [
      {
        title: 'Current exhibitions',
        url: '/en/cultural-diffusion/current-exhibitions',
      },
      {
        title: 'Past exhibitions',
        url: '/en/cultural-diffusion/past-exhibitions',
      },
      {
        title: 'Art collection',
        url: '/en/cultural-diffusion/art-collection',
      },
    ],
  },
  {
    heading: 'Events',
    links: [
      {
        title: 'Cultural calendar',
        url: '/en/cultural-diffusion/cultural-calendar',
      },
      {
        title: 'Book launches',
        url: '/en/cultural-diffusion/book-launches',
      },
      {
        title: 'Concerts',
        url: '/en/cultural-diffusion/concerts',
      },
      {
        title: 'Bell-ringing ceremonies',
        url: '/en/cultural-diffusion/bell-ringing-ceremonies',
      },
    ],
  },
];
