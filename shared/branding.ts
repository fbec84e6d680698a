/**
 * Branding and link configuration with shipped defaults (docs/configuration.md). The values are
 * configuration: the servers read overrides from the environment and hand them to the client.
 */
import type { Lang } from './types/common.js';

export interface ExternalLink {
  label: { es: string; en: string };
  url: string;
}

/** How the group is reached, on the contact page (docs/decisions/104). */
export interface GroupContact {
  /** Postal address, one line per entry, written as the post writes it: in Spanish. */
  address: string[];
  /** Phone in international form (`+52 55 …`), shown as written and dialled without spaces. */
  phone: string;
  email: string;
}

/** The language the group's postal address is written in. */
export const CONTACT_ADDRESS_LANG: Lang = 'es';

export interface SiteConfig {
  /** Group name, used in page titles ('Glosario - {group}'). */
  groupName: string;
  /** Abbreviation shown in the footer. */
  groupAbbreviation: string;
  /** The product's own fixed path segment, `{site}` in the route table. */
  siteSegment: string;
  contact: GroupContact;
  /** The group's home site (the logo's link). */
  homeUrl: string;
  /**
   * Base of links to the group's sections this product does not serve (the group's public
   * address by default); '' sends them to the group-site page, which says where they live.
   */
  siteBaseUrl: string;
  /** Currency of prices (the spec shows a euro sign). */
  currency: string;
  /**
   * Path segments of links built from search results (the specification "Link targets built from
   * results").
   */
  paths: {
    issuers: Record<Lang, string>;
    profile: Record<Lang, string>;
    funds: Record<Lang, string>;
    fundProfileAnchor: string;
  };
  /** Top links of the header; contact and press room are this product's own pages. */
  blogUrl: string;
  jobBoardUrl: string;
  /** The six group-company links, each opening in a new tab. */
  groupCompanies: ExternalLink[];
  /** Static help PDF of the search tips, per language. */
  searchHelpPdf: Record<Lang, string>;
  /** The 1200 × 630 image pages show when shared (written by `npm run build`). */
  shareImagePath: string;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  groupName: 'Grupo BMV',
  groupAbbreviation: 'BMV',
  siteSegment: 'bmv',
  // A fictional address, phone and mailbox: the deployment sets the group's own.
  contact: {
    address: [
      'Paseo de la Reforma 300, piso 12',
      'Col. Juárez, Cuauhtémoc',
      '06600 Ciudad de México',
    ],
    phone: '+52 55 5000 0100',
    email: 'contacto@bmv.com.mx',
  },
  homeUrl: 'https://www.bmv.com.mx',
  siteBaseUrl: 'https://www.bmv.com.mx',
  currency: 'EUR',
  paths: {
    issuers: { es: 'emisoras', en: 'issuers' },
    profile: { es: 'perfil', en: 'profile' },
    funds: { es: 'fondos-de-inversion', en: 'investment-funds' },
    fundProfileAnchor: 'operadora',
  },
  blogUrl: 'https://blog.bmv.com.mx',
  jobBoardUrl: 'https://empleos.bmv.com.mx',
  groupCompanies: [
    { label: { es: 'BMV', en: 'BMV' }, url: 'https://www.bmv.com.mx' },
    { label: { es: 'MexDer', en: 'MexDer' }, url: 'https://www.mexder.com.mx' },
    { label: { es: 'Indeval', en: 'Indeval' }, url: 'https://www.indeval.com.mx' },
    { label: { es: 'Asigna', en: 'Asigna' }, url: 'https://www.asigna.com.mx' },
    { label: { es: 'SIF ICAP', en: 'SIF ICAP' }, url: 'https://www.sif.com.mx' },
    { label: { es: 'Valmer', en: 'Valmer' }, url: 'https://www.valmer.com.mx' },
  ],
  searchHelpPdf: {
    es: '/docs/ayuda-busqueda.pdf',
    en: '/docs/search-help.pdf',
  },
  shareImagePath: '/docs/share.png',
};
