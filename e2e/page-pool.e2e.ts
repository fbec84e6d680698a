/**
 * The browser tests' page pool (page-pool.ts): a page given back comes again to the next test
 * with the same context options, as a new visitor's page.
 */
import { interactive, openPage, useSystemAndBrowser } from './system.js';

const started = useSystemAndBrowser();

describe('pages reused across tests', () => {
  it('gives a page back as a new visitor would open it', async () => {
    const first = await openPage(started.browser, { viewport: { width: 375, height: 800 } });
    const home = `${started.system.baseUrl}/es`;
    await first.page.goto(home);
    await interactive(first.page);
    await first.page.evaluate(() => {
      localStorage.setItem('left', 'behind');
      sessionStorage.setItem('left', 'behind');
    });
    await first.context.addCookies([{ name: 'left', value: 'behind', url: home }]);
    await first.page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
    await first.page.route('**/api/**', (route) => route.abort());
    let heard = 0;
    first.page.on('request', () => {
      heard += 1;
    });
    await first.close();

    const again = await openPage(started.browser, { viewport: { width: 1280, height: 900 } });
    expect(again.page).toBe(first.page);
    expect(again.page.url()).toBe('about:blank');
    expect(again.page.viewportSize()).toEqual({ width: 1280, height: 900 });
    heard = 0;
    await again.page.goto(home);
    await interactive(again.page);
    expect(heard).toBe(0);
    await expect(again.context.cookies()).resolves.not.toContainEqual(
      expect.objectContaining({ name: 'left' }),
    );
    await expect(
      again.page.evaluate(() => [localStorage.getItem('left'), sessionStorage.getItem('left')]),
    ).resolves.toEqual([null, null]);
    await expect(
      again.page.evaluate(() => [
        matchMedia('(prefers-color-scheme: dark)').matches,
        matchMedia('(prefers-reduced-motion: reduce)').matches,
      ]),
    ).resolves.toEqual([false, false]);
    // The routes are gone: the page's own API calls reach the proxy.
    const token = await again.page.evaluate(
      async () => (await fetch('/api/token', { method: 'POST' })).status,
    );
    expect(token).toBe(200);
    await again.close();
  });

  it('keeps pages of other context options apart, and pages in use to their test', async () => {
    const scripted = await openPage(started.browser);
    const inUse = await openPage(started.browser);
    expect(inUse.page).not.toBe(scripted.page);
    await scripted.close();
    const plain = await openPage(started.browser, { javaScriptEnabled: false });
    expect(plain.page).not.toBe(scripted.page);
    expect(plain.page).not.toBe(inUse.page);
    await Promise.all([inUse.close(), plain.close()]);
  });

  it('takes a page back once, however often its test gives it back', async () => {
    const opened = await openPage(started.browser, { locale: 'es-MX' });
    await opened.close();
    await opened.close();
    const first = await openPage(started.browser, { locale: 'es-MX' });
    const second = await openPage(started.browser, { locale: 'es-MX' });
    expect(second.page).not.toBe(first.page);
    await Promise.all([first.close(), second.close()]);
  });
});
