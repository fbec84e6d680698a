import { act, fireEvent, screen } from '@testing-library/react';
import {
  CUT_PANEL_DEFINITION,
  CUT_PANEL_DOCUMENT,
  CUT_PANEL_ISSUER_NAME,
  ELLIPSIS,
} from '#shared/constants.js';
import { document as doc, instrument } from './test-fixtures.js';
import * as harness from './panel-test-harness.js';

harness.setUpPanelTests();

describe('search panel: rows and their rules', () => {
  it('cuts the definition at 200, issuer names and document descriptions at 80 characters', async () => {
    const long = (n: number) => 'x'.repeat(n + 20);
    harness.renderPanel({
      fixture: {
        glossary: [{ palabra: 'Acción', shortDescripcion: long(CUT_PANEL_DEFINITION) }],
        instruments: [instrument({ razon_social: long(CUT_PANEL_ISSUER_NAME) })],
        documents: [doc({ descripccion_documento: long(CUT_PANEL_DOCUMENT) })],
      },
    });
    await harness.search('accion');
    const cutTo = (n: number) => `${'x'.repeat(n)}${ELLIPSIS}`;
    expect(harness.rowTexts('Definición')).toEqual([`Acción${cutTo(CUT_PANEL_DEFINITION)}`]);
    expect(harness.rowTexts('Emisoras')).toEqual([`AMX ${cutTo(CUT_PANEL_ISSUER_NAME)}`]);
    expect(harness.rowTexts('Documentos')[0]).toContain(cutTo(CUT_PANEL_DOCUMENT));
    expect(harness.rowTexts('Documentos')[0]).not.toContain('x'.repeat(CUT_PANEL_DOCUMENT + 1));
  });

  it('keeps texts shorter than the cut whole', async () => {
    harness.renderPanel();
    await harness.search('accion');
    expect(harness.rowTexts('Definición')).toEqual([
      'AcciónTítulo que representa una parte del capital.',
    ]);
  });

  it('lists every series but each issuer once (de-duplicated by key)', async () => {
    harness.renderPanel();
    await harness.search('accion');
    expect(harness.rowTexts('Instrumentos').map((r) => r.split('Acciones')[0])).toEqual([
      'AMX B',
      'AMX L',
      'WALMEX *',
    ]);
    expect(harness.rowTexts('Emisoras')).toEqual([
      'AMX América Móvil, S.A.B. de C.V.',
      'WALMEX Wal-Mart de México, S.A.B. de C.V.',
    ]);
  });

  it.each([
    ['es', 'AMX BAcciones · Activa · Mercado de capitales · México · Bolsa Mexicana de Valores'],
    ['en', 'AMX BShares · Active · Equity market · Mexico · Mexican Stock Exchange'],
  ] as const)(
    'describes a series by value type, status, market, origin and exchange (%s)',
    async (lang, text) => {
      harness.renderPanel({ lang, fixture: { instruments: [instrument()] } });
      await harness.search('amx');
      expect(harness.rowTexts(harness.TEXT[lang].groups[1])).toEqual([text]);
    },
  );

  it('shows only the first 3 company documents', async () => {
    harness.renderPanel({
      fixture: {
        documents: [1, 2, 3, 4, 5].map((n) =>
          doc({ descripccion_documento: `Documento número ${String(n)}` }),
        ),
      },
    });
    await harness.search('amx');
    const rows = harness.rowTexts('Documentos');
    expect(rows).toHaveLength(3 * 2); // each document: its text option and its attachment
    expect(rows.filter((r) => r.includes('Documento número'))).toHaveLength(3);
    expect(rows.join()).not.toContain('número 4');
  });

  it.each([
    ['es', 'Información financiera'],
    ['en', 'Financial information'],
  ] as const)(
    'shows the key, the tag of the language, the description and the reception date and time (%s)',
    async (lang, tag) => {
      harness.renderPanel({ lang, fixture: { documents: [doc()] } });
      await harness.search('amx');
      const [main] = harness.rowOptions(harness.TEXT[lang].groups[3]);
      expect(main).toHaveTextContent(`AMX ${tag}Estados financieros dictaminados2024-03-05 14:07`);
    },
  );

  it('gives each file an icon by format, a link in a new window and a name saying so', async () => {
    harness.renderPanel({ fixture: { documents: [doc()] } });
    await harness.search('amx');
    const main = screen.getByRole('option', {
      name: new RegExp(harness.escape(harness.TEXT.es.main)),
    });
    expect(main).toHaveAttribute('href', '/docs/amx/2024-1.pdf');
    expect(main).toHaveAttribute('target', '_blank');
    expect(main).toHaveAttribute('rel', 'noopener noreferrer');
    expect(main.querySelector('svg')).toHaveAttribute('data-format', 'pdf');
    const attachment = screen.getByRole('option', { name: harness.TEXT.es.attachment });
    expect(attachment).toHaveAttribute('href', '/docs/amx/2024-1.zip');
    expect(attachment).toHaveAttribute('target', '_blank');
    expect(attachment).toHaveAttribute('rel', 'noopener noreferrer');
    expect(attachment.querySelector('svg')).toHaveAttribute('data-format', 'zip');
  });

  it('shows no icon and no link for a missing file', async () => {
    harness.renderPanel({
      fixture: {
        documents: [
          doc({ documento_html: null, documento_binario: null }),
          doc({ documento_binario: { url_documento: 'javascript:alert(1)', formato: 'xls' } }),
        ],
      },
    });
    await harness.search('amx');
    const options = harness.rowOptions('Documentos');
    expect(options).toHaveLength(2);
    expect(options[0]!.tagName).toBe('DIV');
    expect(options[0]!.querySelector('svg')).toBeNull();
    expect(options[1]!.querySelector('svg')).toHaveAttribute('data-format', 'pdf');
    expect(screen.queryByRole('option', { name: /Anexo/ })).not.toBeInTheDocument();
  });

  it('highlights the query’s words ignoring accents and strips the server’s bold tags', async () => {
    harness.renderPanel({
      fixture: {
        glossary: [{ palabra: '<b>Acción</b>', shortDescripcion: 'Una acción es un título.' }],
      },
    });
    await harness.search('accion');
    const group = harness.groupNamed('Definición');
    expect([...group.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Acción',
      'acción',
    ]);
    expect(harness.listbox().querySelector('b')).toBeNull();
    expect(harness.rowTexts('Definición')).toEqual(['AcciónUna acción es un título.']);
  });
});

describe('search panel: link targets', () => {
  const href = (name: string, i = 0) => harness.rowOptions(name)[i]?.getAttribute('href');

  it('links every group to its target', async () => {
    harness.renderPanel();
    await harness.search('accion');
    expect(href('Definición')).toBe('/es/bmv/glosario/Acci%C3%B3n');
    expect(href('Instrumentos')).toBe('https://www.bmv.com.mx/es/emisoras/perfil/-5383');
    // An issuer's row leads to its page on this site (decision 117); a series to its profile.
    expect(href('Emisoras', 1)).toBe('/es/bmv/emisoras/WALMEX');
    expect(href('Índices')).toBe('https://www.bmv.com.mx/es/indices/Principales/IPC-10');
    expect(href('Secciones')).toBe('https://www.bmv.com.mx/es/mercados/acciones');
    expect(href('Documentos por emisora')).toBe('/es/bmv/busqueda/financieros_GFNORTE?tab=2');
  });

  it('uses the English keyword for the documents-by-prefix search in English', async () => {
    harness.renderPanel({ lang: 'en' });
    await harness.search('financials gf');
    expect(href('Documents by issuer')).toBe('/en/bmv/search/financials_GFNORTE?tab=2');
  });

  it('links fund series (51, 52) to the fund-operator profile', async () => {
    harness.renderPanel({
      fixture: {
        instruments: [
          instrument({ cve_emisora: 'NTEIPC+', tipo_valor: '52', id_empresa: 77 }),
          instrument({ cve_emisora: 'GBMF2', tipo_valor: '51', id_empresa: 78 }),
        ],
      },
    });
    await harness.search('fondos');
    expect(href('Instrumentos', 0)).toBe(
      'https://www.bmv.com.mx/es/fondos-de-inversion/NTEIPC%2B-77#operadora',
    );
    expect(href('Instrumentos', 1)).toBe(
      'https://www.bmv.com.mx/es/fondos-de-inversion/GBMF2-78#operadora',
    );
  });

  it('on the second exchange (127) links only 1A and 1I; other rows are plain text', async () => {
    harness.renderPanel({
      fixture: {
        instruments: [
          instrument({
            cve_emisora: 'AAPL',
            tipo_valor: '1A',
            id_bolsa_listada: 127,
            id_empresa: 9,
          }),
          instrument({
            cve_emisora: 'IVV',
            tipo_valor: '1I',
            id_bolsa_listada: 127,
            id_empresa: 8,
          }),
          instrument({ cve_emisora: 'DANHOS', tipo_valor: '91', id_bolsa_listada: 127 }),
        ],
      },
    });
    await harness.search('a');
    const rows = harness.rowOptions('Instrumentos');
    expect(rows.map((r) => r.getAttribute('href'))).toEqual([
      'https://www.bmv.com.mx/es/emisoras/perfil/-9',
      'https://www.bmv.com.mx/es/emisoras/perfil/-8',
      null,
    ]);
    expect(rows[2]!.tagName).toBe('DIV');
    expect(rows[2]).toHaveTextContent('Bolsa Institucional de Valores');
  });

  it('sends each group’s “view more” to its results tab with the term', async () => {
    const { t } = harness.renderPanel();
    await harness.search('casa de bolsa');
    const more = (group: string) =>
      screen.getByRole('option', { name: t.viewMore(group) }).getAttribute('href');
    const tabs = t.groups.map((g) => more(g));
    expect(tabs).toEqual([
      '/es/bmv/busqueda/casa_de_bolsa?tab=0',
      '/es/bmv/busqueda/casa_de_bolsa?tab=1',
      '/es/bmv/busqueda/casa_de_bolsa?tab=1',
      '/es/bmv/busqueda/casa_de_bolsa?tab=2',
      '/es/bmv/busqueda/casa_de_bolsa?tab=3',
      '/es/bmv/busqueda/casa_de_bolsa?tab=4',
      '/es/bmv/busqueda/casa_de_bolsa?tab=2',
    ]);
    expect(screen.getByRole('option', { name: t.viewMore('Índices') })).toHaveTextContent(
      /^Ver más$/,
    );
  });

  it("stays open while the page rewrites its own URL, and closes on the visitor's navigation", () => {
    harness.renderPanel();
    act(() => {
      fireEvent.click(screen.getByText('rewrite'));
    });
    expect(harness.location()).toContain('?q=a');
    expect(harness.dialog()).toBeInTheDocument();
    act(() => {
      fireEvent.click(screen.getByText('go'));
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays open through the commit of an address the browser showed before it opened', () => {
    // A click's navigation: the browser shows its address while the router commits it.
    window.history.pushState(null, '', '/es/bmv/glosario?letra=B');
    try {
      harness.renderPanel();
      act(() => {
        fireEvent.click(screen.getByText('go'));
      });
      expect(harness.location()).toBe('/es/bmv/glosario?letra=B');
      expect(harness.dialog()).toBeInTheDocument();
      // The visitor's next navigation, to the same address, still closes it.
      act(() => {
        fireEvent.click(screen.getByText('go'));
      });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    } finally {
      window.history.pushState(null, '', '/');
    }
  });

  it('opens an internal link through the router and closes the panel', async () => {
    harness.renderPanel();
    await harness.search('accion');
    fireEvent.click(screen.getByRole('option', { name: harness.TEXT.es.viewMore('Secciones') }));
    expect(harness.location()).toBe('/es/bmv/busqueda/accion?tab=4');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
