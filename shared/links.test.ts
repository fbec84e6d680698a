import { DEFAULT_SITE_CONFIG as config } from './branding.js';
import { glossaryEntryUrl, groupSitePath, groupSiteUrl, searchPageUrl } from './links.js';
import {
  administratorOf,
  documentUrl,
  fundProfileUrl,
  indexPageUrl,
  instrumentLink,
  issuerProfileUrl,
  NOT_APPLICABLE,
} from './search/hit-links.js';

const hit = (over: Partial<Parameters<typeof instrumentLink>[0]> = {}) => ({
  tipo_valor: '1',
  id_bolsa_listada: 101,
  cve_emisora: 'AMX',
  id_empresa: 5015,
  ...over,
});

describe('link targets', () => {
  it('builds the issuer profile link', () => {
    expect(issuerProfileUrl('es', 5015, config)).toBe(
      'https://www.bmv.com.mx/es/emisoras/perfil/-5015',
    );
    expect(issuerProfileUrl('en', 5015, config)).toBe(
      'https://www.bmv.com.mx/en/issuers/profile/-5015',
    );
  });

  it('builds the fund profile link with the anchor', () => {
    expect(fundProfileUrl('es', 'GBMF2', 77, config)).toBe(
      'https://www.bmv.com.mx/es/fondos-de-inversion/GBMF2-77#operadora',
    );
  });

  it('encodes issuer keys with special characters', () => {
    expect(fundProfileUrl('en', 'ST&ER-D', 1, config)).toBe(
      'https://www.bmv.com.mx/en/investment-funds/ST%26ER-D-1#operadora',
    );
  });

  it('builds the index page link, encoding a group name with a slash', () => {
    expect(indexPageUrl('es', 'S&P/BMV', 'IPC', 1, config)).toBe(
      'https://www.bmv.com.mx/es/indices/S%26P%2FBMV/IPC-1',
    );
  });

  it('builds the glossary entry link with underscores', () => {
    expect(glossaryEntryUrl('es', 'Casa de bolsa', config)).toBe('/es/bmv/glosario/Casa_de_bolsa');
    expect(glossaryEntryUrl('en', 'Stock exchange', config)).toBe(
      '/en/bmv/glossary/Stock_exchange',
    );
  });

  it('builds the full search page link with the tab', () => {
    expect(searchPageUrl('es', 'casa de bolsa', 2, config)).toBe(
      '/es/bmv/busqueda/casa_de_bolsa?tab=2',
    );
    expect(searchPageUrl('en', 'acción', 0, config)).toBe('/en/bmv/search/acci%C3%B3n?tab=0');
  });

  it('prefixes the site base URL when one is configured', () => {
    const cfg = { ...config, siteBaseUrl: 'https://www.example.mx' };
    expect(issuerProfileUrl('es', 1, cfg)).toBe('https://www.example.mx/es/emisoras/perfil/-1');
  });
});

describe('groupSiteUrl (sections this product does not serve)', () => {
  const none = { ...config, siteBaseUrl: '' };

  it('sends a section to the configured base of the group sites (the group address by default)', () => {
    expect(groupSiteUrl('/es/mercados/acciones', 'es', config)).toBe(
      'https://www.bmv.com.mx/es/mercados/acciones',
    );
  });

  it('keeps this product own pages here, the menu glossary entry among them', () => {
    expect(groupSiteUrl('/es/bmv/glosario', 'es', config)).toBe('/es/bmv/glosario');
    expect(groupSiteUrl('/en/press-room', 'en', none)).toBe('/en/press-room');
  });

  it('without a base, sends sections and profiles to the group-site page of the language', () => {
    expect(groupSiteUrl('/es/mercados/acciones', 'es', none)).toBe(
      '/es/bmv/sitio-del-grupo?to=/es/mercados/acciones',
    );
    expect(fundProfileUrl('en', 'GBMF2', 77, none)).toBe(
      '/en/bmv/group-site?to=/en/investment-funds/GBMF2-77%23operadora',
    );
  });

  it('refuses what is no path of a site', () => {
    for (const bad of ['javascript:alert(1)', '//evil.example/x', '/a\\b', '/a b', '', null]) {
      expect(groupSiteUrl(bad, 'es', none)).toBeNull();
      expect(groupSitePath(bad)).toBeNull();
    }
    expect(groupSitePath(`/${'a'.repeat(600)}`)).toBeNull();
  });
});

describe('documentUrl', () => {
  it('links site-relative document URLs to this site, whatever the base of other sections', () => {
    expect(documentUrl('/docs/emisoras/AMX/2020/1.pdf')).toBe('/docs/emisoras/AMX/2020/1.pdf');
  });

  it('keeps absolute http(s) URLs', () => {
    expect(documentUrl('https://files.example.mx/a.pdf')).toBe('https://files.example.mx/a.pdf');
  });

  it('refuses javascript:, data: and protocol-relative URLs and empty values', () => {
    expect(documentUrl('javascript:alert(1)')).toBeNull();
    expect(documentUrl('data:text/html,x')).toBeNull();
    expect(documentUrl('//evil.example/x')).toBeNull();
    expect(documentUrl('')).toBeNull();
    expect(documentUrl(null)).toBeNull();
  });
});

describe('instrumentLink (specification §5)', () => {
  it('links value types 51 and 52 to the fund-operator profile', () => {
    expect(instrumentLink(hit({ tipo_valor: '51', cve_emisora: 'GBMF2' }), 'es', config)).toBe(
      'https://www.bmv.com.mx/es/fondos-de-inversion/GBMF2-5015#operadora',
    );
    expect(instrumentLink(hit({ tipo_valor: '52' }), 'en', config)).toMatch(
      /^https:\/\/www\.bmv\.com\.mx\/en\/investment-funds\//,
    );
  });

  it('links other value types to the issuer profile', () => {
    expect(instrumentLink(hit({ tipo_valor: '1' }), 'es', config)).toBe(
      'https://www.bmv.com.mx/es/emisoras/perfil/-5015',
    );
    expect(instrumentLink(hit({ tipo_valor: '54' }), 'es', config)).toBe(
      'https://www.bmv.com.mx/es/emisoras/perfil/-5015',
    );
  });

  it('on exchange 127 links only 1A and 1I; other types are plain text', () => {
    expect(
      instrumentLink(hit({ id_bolsa_listada: 127, tipo_valor: '1A' }), 'es', config),
    ).not.toBeNull();
    expect(
      instrumentLink(hit({ id_bolsa_listada: 127, tipo_valor: '1I' }), 'es', config),
    ).not.toBeNull();
    expect(
      instrumentLink(hit({ id_bolsa_listada: 127, tipo_valor: '1' }), 'es', config),
    ).toBeNull();
    expect(
      instrumentLink(hit({ id_bolsa_listada: 127, tipo_valor: '51' }), 'es', config),
    ).toBeNull();
  });

  it('uses `id` when `id_empresa` is missing, and gives plain text without any company id', () => {
    expect(instrumentLink(hit({ id_empresa: undefined, id: 9 }), 'es', config)).toBe(
      'https://www.bmv.com.mx/es/emisoras/perfil/-9',
    );
    expect(instrumentLink(hit({ id_empresa: undefined }), 'es', config)).toBeNull();
  });
});

describe('administratorOf (specification §5)', () => {
  const row = (tipo_valor: string) => ({ tipo_valor, operadora: 'GBM', cve_emisora_parent: 'AMX' });

  it('shows the operator for value types 51, 52 and 54', () => {
    expect(administratorOf(row('51'))).toBe('GBM');
    expect(administratorOf(row('52'))).toBe('GBM');
    expect(administratorOf(row('54'))).toBe('GBM');
  });

  it('shows the parent issuer key for warrants WA, WI and WC', () => {
    expect(administratorOf(row('WA'))).toBe('AMX');
    expect(administratorOf(row('WI'))).toBe('AMX');
    expect(administratorOf(row('WC'))).toBe('AMX');
  });

  it('shows N/A for other types, unknown codes and missing values', () => {
    expect(administratorOf(row('1'))).toBe(NOT_APPLICABLE);
    expect(administratorOf(row('ZZ'))).toBe(NOT_APPLICABLE);
    expect(administratorOf({ tipo_valor: '51', operadora: null, cve_emisora_parent: null })).toBe(
      'N/A',
    );
    expect(administratorOf({ tipo_valor: 'WA', operadora: null, cve_emisora_parent: ' ' })).toBe(
      'N/A',
    );
  });
});
