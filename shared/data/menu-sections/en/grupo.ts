/** The English sections of the mega-menu's 'grupo' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const grupo: MenuSection[] = [
  {
    heading: 'About us',
    links: [
      {
        title: 'History',
        url: '/en/bmv-group/history',
      },
      {
        title: 'Mission, vision and values',
        url: '/en/bmv-group/mission-vision-and-values',
      },
      {
        title: 'Corporate structure',
        url: '/en/bmv-group/corporate-structure',
      },
      {
        title: 'Newsroom',
        url: '/en/bmv-group/newsroom',
      },
      {
        title: 'Careers',
        url: '/en/bmv-group/careers',
      },
    ],
  },
  {
    heading: 'Corporate governance',
    links: [
      {
        title: 'Board of directors',
        url: '/en/bmv-group/board-of-directors',
      },
      {
        title: 'Board committees',
        url: '/en/bmv-group/board-committees',
      },
      {
        title: 'Bylaws',
        url: '/en/bmv-group/bylaws',
      },
      {
        title: 'Code of ethics',
        url: '/en/bmv-group/code-of-ethics',
      },
      {
        title: 'Whistleblower hotline',
        url: '/en/bmv-group/whistleblower-hotline',
      },
    ],
  },
  {
    heading: 'Sustainability',
    links: [
      {
        title: 'ESG strategy',
        url: '/en/bmv-group/esg-strategy',
      },
      {
        title: 'Sustainability report',
        url: '/en/bmv-group/sustainability-report',
      },
      {
        title: 'Sustainable finance',
        url: '/en/bmv-group/sustainable-finance',
      },
      {
        title: 'Inclusion and diversity',
        url: '/en/bmv-group/inclusion-and-diversity',
      },
    ],
  },
  {
    heading: 'Group companies',
    links: [
      {
        title: 'Mexican Stock Exchange (BMV)',
        url: '/en/bmv-group/mexican-stock-exchange',
      },
      {
        title: 'MexDer, Mexican Derivatives Exchange',
        url: '/en/bmv-group/mexder',
      },
      {
        title: 'Asigna, Clearing and Settlement',
        url: '/en/bmv-group/asigna',
      },
      {
        title: 'S.D. Indeval',
        url: '/en/bmv-group/indeval',
      },
      {
        title: 'Central Securities Counterparty (CCV)',
        url: '/en/bmv-group/central-securities-counterparty',
      },
      {
        title: 'SIF ICAP',
        url: '/en/bmv-group/sif-icap',
      },
      {
        title: 'Valmer',
        url: '/en/bmv-group/valmer',
      },
    ],
  },
];
