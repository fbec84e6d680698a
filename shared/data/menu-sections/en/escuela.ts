/** The English sections of the mega-menu's 'escuela' entry (see ../../menu-sections.en.ts). */
import type { MenuSection } from '../../../types/menu.js';

export const escuela: MenuSection[] = [
  {
    heading: 'Courses',
    links: [
      {
        title: 'Course catalog',
        url: '/en/school/course-catalog',
      },
      {
        title: 'Online courses',
        url: '/en/school/online-courses',
      },
      {
        title: 'In-person courses',
        url: '/en/school/in-person-courses',
      },
      {
        title: 'Diploma programs',
        url: '/en/school/diploma-programs',
      },
      {
        title: 'Corporate training',
        url: '/en/school/corporate-training',
      },
    ],
  },
  {
    heading: 'Webinars and events',
    links: [
      {
        title: 'Upcoming webinars',
        url: '/en/school/upcoming-webinars',
      },
      {
        title: 'Recorded webinars',
        url: '/en/school/recorded-webinars',
      },
      {
        title: 'Academic calendar',
        url: '/en/school/academic-calendar',
      },
      {
        title: 'Conferences and forums',
        url: '/en/school/conferences-and-forums',
      },
    ],
  },
  {
    heading: 'Certificates',
    links: [
      {
        title: 'Certificates of completion',
        url: '/en/school/certificates-of-completion',
      },
      {
        title: 'Verify a certificate',
        url: '/en/school/verify-a-certificate',
      },
      {
        title: 'AMIB certification preparation',
        url: '/en/school/amib-certification-preparation',
      },
    ],
  },
  {
    heading: 'Resources',
    links: [
      {
        title: "Let's talk about the stock market",
        url: '/en/school/lets-talk-about-the-stock-market',
      },
      {
        title: 'Glossary',
        url: '/en/bmv/glossary',
      },
      {
        title: 'Investing guides',
        url: '/en/school/investing-guides',
      },
      {
        title: 'Coming soon: trading simulator',
        url: '',
      },
    ],
  },
];
