/**
 * The mega-menu's sections in English (SPEC section 2 "Header"), by entry id: the browser loads
 * them when the menu is first likely to open, not with the page (decision 004). Data only.
 */
import type { MenuSections } from '../types/menu.js';

export const MENU_SECTIONS_EN: MenuSections = {
  grupo: [
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
  ],
  mercados: [
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
  ],
  'informacion-de-mercado': [
    {
      heading: 'Real-time data',
      links: [
        {
          title: 'Real-time data feeds',
          url: '/en/market-data/real-time-data-feeds',
        },
        {
          title: 'Delayed data',
          url: '/en/market-data/delayed-data',
        },
        {
          title: 'Market depth',
          url: '/en/market-data/market-depth',
        },
        {
          title: 'Authorized vendors',
          url: '/en/market-data/authorized-vendors',
        },
      ],
    },
    {
      heading: 'Historical and reference data',
      links: [
        {
          title: 'Historical series',
          url: '/en/market-data/historical-series',
        },
        {
          title: 'End-of-day data',
          url: '/en/market-data/end-of-day-data',
        },
        {
          title: 'Daily market bulletin',
          url: '/en/market-data/daily-market-bulletin',
        },
        {
          title: 'Monthly statistics',
          url: '/en/market-data/monthly-statistics',
        },
        {
          title: 'Market yearbook',
          url: '/en/market-data/market-yearbook',
        },
      ],
    },
    {
      heading: 'Indices',
      links: [
        {
          title: 'S&P/BMV IPC',
          url: '/en/market-data/sp-bmv-ipc',
        },
        {
          title: 'Sector indices',
          url: '/en/market-data/sector-indices',
        },
        {
          title: 'ESG indices',
          url: '/en/market-data/esg-indices',
        },
        {
          title: 'Methodologies',
          url: '/en/market-data/methodologies',
        },
        {
          title: 'Rebalancing and constituent changes',
          url: '/en/market-data/rebalancing',
        },
      ],
    },
    {
      heading: 'Licensing',
      links: [
        {
          title: 'Agreements and licenses',
          url: '/en/market-data/agreements-and-licenses',
        },
        {
          title: 'Fee schedule',
          url: '/en/market-data/fee-schedule',
        },
        {
          title: 'Non-display use',
          url: '/en/market-data/non-display-use',
        },
        {
          title: 'Sales contact',
          url: '/en/market-data/sales-contact',
        },
      ],
    },
  ],
  'emisoras-listadas': [
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
  ],
  'listado-y-prospectos': [
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
  ],
  'mi-empresa-en-bolsa': [
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
  ],
  'relacion-con-inversionistas': [
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
  ],
  'marco-normativo': [
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
  ],
  escuela: [
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
  ],
  'difusion-cultural': [
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
  ],
  'fondos-de-inversion': [
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
  ],
};
