/** The English sections of the mega-menu's 'marco-normativo' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const marcoNormativo: MenuSection[] = [
  {
    heading: 'Internal rules',
    links: [
      {
        title: 'BMV Internal Rules',
        url: '/en/regulatory-framework/internal-rules',
      },
      {
        title: 'Operating manual',
        url: '/en/regulatory-framework/operating-manual',
      },
      {
        title: 'MexDer and Asigna rules',
        url: '/en/regulatory-framework/mexder-and-asigna-rules',
      },
      {
        title: 'Indeval internal rules',
        url: '/en/regulatory-framework/indeval-rules',
      },
      {
        title: 'Proposed amendments',
        url: '/en/regulatory-framework/proposed-amendments',
      },
    ],
  },
  {
    heading: 'Regulations from authorities',
    links: [
      {
        title: 'Securities Market Law',
        url: '/en/regulatory-framework/securities-market-law',
      },
      {
        title: 'CNBV provisions',
        url: '/en/regulatory-framework/cnbv-provisions',
      },
      {
        title: "Issuers' Single Circular",
        url: '/en/regulatory-framework/issuers-single-circular',
      },
      {
        title: 'Banco de México regulations',
        url: '/en/regulatory-framework/banco-de-mexico-regulations',
      },
    ],
  },
  {
    heading: 'Circulars and notices',
    links: [
      {
        title: 'Current circulars',
        url: '/en/regulatory-framework/current-circulars',
      },
      {
        title: 'Notices to participants',
        url: '/en/regulatory-framework/notices-to-participants',
      },
      {
        title: 'Circular archive',
        url: '/en/regulatory-framework/circular-archive',
      },
    ],
  },
  {
    heading: 'Surveillance and discipline',
    links: [
      {
        title: 'Market surveillance',
        url: '/en/regulatory-framework/market-surveillance',
      },
      {
        title: 'Disciplinary measures',
        url: '/en/regulatory-framework/disciplinary-measures',
      },
      {
        title: 'Disciplinary committee',
        url: '/en/regulatory-framework/disciplinary-committee',
      },
      {
        title: 'Coming soon: rulebook search',
        url: '',
      },
    ],
  },
];
