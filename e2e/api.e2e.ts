/** The API of the started system: site token, then content and search through the proxy. */
import { sharedSystem } from './system.js';

const system = sharedSystem();

async function siteToken(): Promise<string> {
  const res = await fetch(`${system.baseUrl}/api/token`, {
    method: 'POST',
    headers: { accept: 'application/json' },
  });
  expect(res.status).toBe(200);
  const body = (await res.json()) as { response: { access_token: string } };
  return body.response.access_token;
}

const post = (path: string, token: string, body: unknown) =>
  fetch(`${system.baseUrl}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      'content-type': 'application/json',
      accept: '*/*',
    },
    body: JSON.stringify(body),
  });

describe('API through the proxy to the reference upstream', () => {
  it('searches instruments with a site token', async () => {
    const res = await post('/api/search', await siteToken(), {
      lang: 'es',
      payload: { term: 'AMX', term2: '', termT: 'AMX', searchType: 'busquedaInstrumentos' },
      requestJson: JSON.stringify({ startRow: 0, endRow: 20, sortModel: [], filterModel: {} }),
    });
    expect(res.status).toBe(200);
    expect(JSON.stringify(await res.json())).toContain('AMÉRICA MÓVIL');
  });

  it('reads the glossary in English', async () => {
    const res = await post('/api/content', await siteToken(), {
      lang: 'en',
      payload: { term: '', type: 'page.glosario' },
    });
    const body = (await res.json()) as {
      status: boolean;
      response: { data: { page: { displayTitle: string } } };
    };
    expect(body.status).toBe(true);
    expect(body.response.data.page.displayTitle).toBe('Glossary');
  });

  it('refuses a call without a site token', async () => {
    const res = await fetch(`${system.baseUrl}/api/search`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(res.status).toBe(401);
  });

  it('serves the search-help PDFs', async () => {
    for (const file of ['/docs/ayuda-busqueda.pdf', '/docs/search-help.pdf']) {
      const res = await fetch(`${system.baseUrl}${file}`);
      expect([file, res.status, res.headers.get('content-type')]).toEqual([
        file,
        200,
        'application/pdf',
      ]);
    }
  });
});
