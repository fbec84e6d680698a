/** The glossary journey in Chromium against the started system (issue 6). */
import type { Page } from 'playwright-core';
import { expectProblems, NOT_FOUND } from './page-problems.js';
import { interactive, openPage, screenshotPath, VIEWPORTS, useSystemAndBrowser } from './system.js';

const started = useSystemAndBrowser();
const system = () => started.system;
const browser = () => started.browser;

/** A page that records console errors, page errors and React hydration warnings. */
async function openRecording(
  viewport: { width: number; height: number } = VIEWPORTS.desktop,
  javaScriptEnabled = true,
) {
  const { page, close } = await openPage(browser(), { viewport, javaScriptEnabled });
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || /hydrat/i.test(m.text())) problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  return { page, problems, close };
}

/** The finder's letters (the header's "more links" disclosure is a group too). */
const letterBar = (page: Page) =>
  page.getByRole('group', { name: /^(Filtrar por letra inicial|Filter by initial letter)$/ });

const cardTitles = (page: Page) =>
  page.locator('main article h2, main article h3').allTextContents();

/** Clicks a letter and waits for its first card. */
async function showLetter(page: Page, letter: string) {
  await letterBar(page).getByRole('link', { name: letter, exact: true }).click();
  await page.waitForFunction(
    (l) =>
      document.querySelector('main article h2, main article h3')?.textContent.trim().startsWith(l),
    letter,
  );
}

describe('glossary', () => {
  it('opens on A, filters by letter, by text without accents, by alias, and clears back to the letter', async () => {
    const { page, problems, close } = await openRecording();
    const res = await page.goto(`${system().baseUrl}/es/bmv/glosario`);
    expect(res?.status()).toBe(200);
    await expect(page.title()).resolves.toBe('Glosario - Grupo BMV');
    await page.waitForLoadState('networkidle');
    await interactive(page);
    expect(
      await letterBar(page)
        .getByRole('link', { name: 'A', exact: true })
        .getAttribute('aria-current'),
    ).toBe('true');
    const a = await cardTitles(page);
    expect(a.length).toBeGreaterThan(5);
    expect(a.every((t) => /^[AÁ]/i.test(t.trim()))).toBe(true);

    await showLetter(page, 'B');
    expect((await cardTitles(page)).every((t) => t.trim().startsWith('B'))).toBe(true);
    expect(page.url()).toContain('letra=B');

    const search = page.getByRole('searchbox');
    await search.fill('accion');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('main article h2, main article h3')].some((h) =>
          h.textContent.includes('Acción'),
        ),
      undefined,
      { timeout: 5000 },
    );
    expect(page.url()).toContain('q=accion');

    await search.fill('TRAC');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('main article h2, main article h3')].some((h) =>
          h.textContent.trim().startsWith('ETF'),
        ),
      undefined,
      { timeout: 5000 },
    );

    await search.fill('');
    await page.waitForFunction(
      () =>
        [...document.querySelectorAll('main article h2, main article h3')].every((h) =>
          h.textContent.trim().startsWith('B'),
        ),
      undefined,
      { timeout: 5000 },
    );
    expect(problems).toEqual([]);
    await close();
  });

  it.each([
    ['es', '/es/bmv/glosario', 'letra'],
    ['en', '/en/bmv/glossary', 'letter'],
  ])(
    '(%s) brings its first view and asks for the whole list once, on the first letter click',
    async (_lang, path, letterParam) => {
      const { page, problems, close } = await openRecording();
      const contentCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/content')) contentCalls.push(request.postData() ?? '');
      });
      const res = await page.goto(`${system().baseUrl}${path}`);
      const html = (await res?.text()) ?? '';
      await page.waitForLoadState('networkidle');
      await interactive(page);
      // The page carries the letter A's cards, not the others'.
      const state = /<script[^>]*id="__PAGE_STATE__"[^>]*>([^<]*)<\/script>/.exec(html)?.[1] ?? '';
      expect(state).toContain('getGlossaryFirstView');
      expect(state).not.toContain('pageGlosarioLandings');
      expect(contentCalls).toEqual([]);

      await showLetter(page, 'B');
      expect((await cardTitles(page)).every((t) => t.trim().startsWith('B'))).toBe(true);
      expect(page.url()).toContain(`${letterParam}=B`);
      await showLetter(page, 'C');
      expect(contentCalls).toHaveLength(1);
      expect(JSON.parse(contentCalls[0] ?? '{}')).toMatchObject({
        payload: { type: 'page.glosario' },
      });
      expect(problems).toEqual([]);
      await close();
    },
  );

  it('keeps the letter and the text in the URL across a reload', async () => {
    const { page, close } = await openRecording();
    await page.goto(`${system().baseUrl}/es/bmv/glosario?letra=C`);
    expect(
      await letterBar(page)
        .getByRole('link', { name: 'C', exact: true })
        .getAttribute('aria-current'),
    ).toBe('true');
    expect((await cardTitles(page)).every((t) => t.trim().startsWith('C'))).toBe(true);
    await close();
  });

  it('shows the current letter on a narrow screen, in the letter row scrolled sideways', async () => {
    const { page, problems, close } = await openRecording(VIEWPORTS.mobile);
    await page.goto(`${system().baseUrl}/es/bmv/glosario?letra=R`);
    await interactive(page);
    const row = () =>
      page.$eval('[role="group"] [aria-current="true"]', (pressed) => {
        const letters = pressed.parentElement;
        const box = letters?.getBoundingClientRect();
        const own = pressed.getBoundingClientRect();
        return {
          letter: pressed.textContent,
          overflows: !!letters && letters.scrollWidth > letters.clientWidth,
          shown: !!box && own.left >= box.left - 0.5 && own.right <= box.right + 0.5,
          pageScrollX: window.scrollX,
        };
      });
    await page.waitForFunction(() => {
      const letters = document.querySelector('[role="group"] [aria-current="true"]')?.parentElement;
      return !!letters && letters.scrollLeft > 0;
    });
    expect(await row()).toEqual({ letter: 'R', overflows: true, shown: true, pageScrollX: 0 });
    expect(problems).toEqual([]);
    await close();
  });

  it('goes to a term page and back, with the term in the title and no console error', async () => {
    const { page, problems, close } = await openRecording();
    await page.goto(`${system().baseUrl}/es/bmv/glosario`);
    await page.waitForLoadState('networkidle');
    await interactive(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'document') documents.push(request.url());
    });
    await page
      .getByRole('link', { name: /Ver más sobre Acción$/ })
      .first()
      .click();
    await page.waitForURL(/\/es\/bmv\/glosario\/Acci%C3%B3n$/);
    await page.waitForFunction(() => document.querySelector('main h1')?.textContent === 'Acción');
    // The card's link is followed in the page: no document was loaded.
    expect(documents).toEqual([]);
    await page.waitForFunction(() => document.title.startsWith('Acción - Glosario'));
    await page
      .getByRole('link', { name: /glosario/i })
      .first()
      .click();
    await page.waitForURL(/\/es\/bmv\/glosario$/);
    expect(problems).toEqual([]);
    await close();
  });

  it("draws a term's illustration from the page itself, and from its URL after a client-side navigation", async () => {
    const { page, problems, close } = await openRecording();
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    const illustration = () =>
      page.evaluate(() => {
        const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
        return (
          img && { src: img.getAttribute('src') ?? '', drawn: img.complete && img.naturalWidth > 0 }
        );
      });
    await page.goto(`${system().baseUrl}/es/bmv/glosario/Acci%C3%B3n`);
    await page.waitForLoadState('networkidle');
    await interactive(page);
    // Hydrated with the same source: the image was never asked for.
    expect(await illustration()).toEqual({
      src: expect.stringMatching(/^data:image\/svg\+xml;base64,/) as unknown,
      drawn: true,
    });
    expect(images.filter((p) => p.startsWith('/media/') && !p.startsWith('/media/card-'))).toEqual(
      [],
    );
    await page.getByRole('link', { name: 'Dividendo', exact: true }).first().click();
    await page.waitForFunction(
      () => document.querySelector('main h1')?.textContent === 'Dividendo',
    );
    await page.waitForFunction(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      return img?.complete && img.naturalWidth > 0;
    });
    expect((await illustration())?.src).toMatch(/^\/media\/[a-z0-9-]+\.svg$/);
    expect(problems).toEqual([]);
    await close();
  });

  it('sends every visitor the same page; the browser takes its token from the cookie or asks once', async () => {
    const url = `${system().baseUrl}/es/bmv/glosario/Bono`;
    const visit = async (cookie?: string) => {
      const opened = await openRecording();
      const context = opened.page.context();
      if (cookie)
        await context.addCookies([{ name: 'bolsa_token', value: cookie, url: system().baseUrl }]);
      const tokenCalls: string[] = [];
      opened.page.on('request', (r) => {
        if (r.url().endsWith('/api/token')) tokenCalls.push(r.url());
      });
      const res = await opened.page.goto(url);
      expect(res?.status()).toBe(200);
      await interactive(opened.page);
      const stateToken = await opened.page.evaluate(
        () =>
          (
            JSON.parse(document.getElementById('__PAGE_STATE__')?.textContent ?? '{}') as {
              state?: { token?: { accessToken?: string | null } };
            }
          ).state?.token?.accessToken,
      );
      return { ...opened, context, tokenCalls, stateToken, body: await res?.body(), res };
    };
    // No cookie: the token is asked for once, while the page is idle, and its answer sets it.
    const first = await visit();
    const tokenCookie = async () =>
      (await first.context.cookies()).find((c) => c.name === 'bolsa_token')?.value;
    for (let waited = 0; !(await tokenCookie()) && waited < 5000; waited += 100)
      await first.page.waitForTimeout(100);
    const cookie = await tokenCookie();
    expect(cookie).toMatch(/^\d+\.[\w-]+\.[\w-]+$/);
    // With that cookie: no token request at all.
    const second = await visit(cookie);
    expect(first.body?.equals(second.body ?? Buffer.alloc(0))).toBe(true);
    expect(first.res?.headers()['set-cookie']).toBeUndefined();
    expect([first.stateToken, second.stateToken]).toEqual([null, null]);
    for (const v of [first, second]) {
      // A client-side navigation calls the content API with the token from the cookie.
      await v.page
        .getByRole('link', { name: /glosario/i })
        .first()
        .click();
      await v.page.waitForURL(/\/es\/bmv\/glosario$/);
      await v.page.waitForFunction(
        () => document.querySelectorAll('main article h2, main article h3').length > 5,
      );
      expect(v.problems).toEqual([]);
    }
    expect(first.tokenCalls).toHaveLength(1);
    expect(second.tokenCalls).toEqual([]);
    await first.close();
    await second.close();
  });

  it('switches language on the glossary and on a term page to the same concept', async () => {
    const { page, close } = await openRecording();
    await page.goto(`${system().baseUrl}/es/bmv/glosario`);
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/en\/bmv\/glossary/);
    await expect(page.title()).resolves.toBe('Glossary - Grupo BMV');
    await page.goto(`${system().baseUrl}/es/bmv/glosario/Dividendo`);
    await page.getByRole('link', { name: 'English' }).click();
    await page.waitForURL(/\/en\/bmv\/glossary\/Dividend/);
    await expect(page.locator('h1').textContent()).resolves.toMatch(/^Dividend/);
    await close();
  });

  it('answers an unknown page and an unknown term with the 404 page and status', async () => {
    const { page, close } = await openRecording();
    expectProblems(page, NOT_FOUND);
    for (const url of ['/es/bmv/no-existe', '/en/bmv/glossary/No_such_term']) {
      const res = await page.goto(`${system().baseUrl}${url}`);
      expect([url, res?.status()]).toEqual([url, 404]);
      await expect(page.locator('h1').textContent()).resolves.toMatch(
        /Página no encontrada 404|Page not found 404/,
      );
    }
    await close();
  });

  it('shows the glossary and term content with JavaScript disabled', async () => {
    const { page, close } = await openRecording(VIEWPORTS.desktop, false);
    await page.goto(`${system().baseUrl}/es/bmv/glosario`);
    expect((await cardTitles(page)).length).toBeGreaterThan(5);
    await page.goto(`${system().baseUrl}/es/bmv/glosario/Bono`);
    await expect(page.locator('h1').textContent()).resolves.toBe('Bono');
    expect(await page.locator('main').textContent()).toMatch(/deuda/i);
    // Its illustration comes with the page.
    const drawn = await page.evaluate(() => {
      const img = document.querySelector<HTMLImageElement>('main img[fetchpriority="high"]');
      return img !== null && img.src.startsWith('data:') && img.complete && img.naturalWidth > 0;
    });
    expect(drawn).toBe(true);
    await close();
  });
});

describe('screenshots', () => {
  it.each(Object.entries(VIEWPORTS))(
    'saves the glossary, a term and the 404 page at %s width',
    async (name, viewport) => {
      const { page, problems, close } = await openRecording(viewport);
      expectProblems(page, NOT_FOUND);
      for (const [shot, url] of [
        ['glossary', '/es/bmv/glosario'],
        ['term', '/es/bmv/glosario/Casa_de_bolsa'],
        ['glossary-en', '/en/bmv/glossary?letter=S'],
        ['not-found', '/es/nada'],
      ] as const) {
        await page.goto(`${system().baseUrl}${url}`);
        await page.waitForLoadState('networkidle');
        await interactive(page);
        await interactive(page);
        await page.screenshot({ path: screenshotPath(`${shot}-${name}`), fullPage: false });
      }
      expect(problems.filter((p) => !p.includes('404'))).toEqual([]);
      await close();
    },
  );
});
