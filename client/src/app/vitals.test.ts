/** The vitals reporter and its start: one beacon per hiding, the page type, the opt-outs. */
import type { Metric } from 'web-vitals';
import { createRoutes } from './routes.js';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { matchRoutes } from 'react-router-dom';
import { pageTypeOf, reportVitals } from './vitals.js';
import { optedOut, startVitalsWhenIdle } from './vitals-start.js';

type Callback = (metric: Pick<Metric, 'name' | 'value'>) => void;
const callbacks: Record<string, Callback> = {};
jest.mock('web-vitals', () => {
  const on = (name: string) => (cb: Callback) => {
    callbacks[name] = cb;
  };
  return { onCLS: on('CLS'), onINP: on('INP'), onLCP: on('LCP'), onTTFB: on('TTFB') };
});

const report = (name: Metric['name'], value: number) => {
  callbacks[name]?.({ name, value });
};

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
}

describe('reportVitals', () => {
  it('sends the latest value of each metric in one beacon when the page is hidden', () => {
    const sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
    reportVitals('term');
    report('TTFB', 80);
    report('LCP', 1500);
    report('CLS', 0.01);
    report('CLS', 0.04);
    setVisibility('visible');
    expect(sendBeacon).not.toHaveBeenCalled();
    setVisibility('hidden');
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    const [url, body] = sendBeacon.mock.calls[0] as unknown as [string, string];
    expect(url).toBe('/api/vitals');
    expect(JSON.parse(body)).toEqual({
      page: 'term',
      metrics: [
        { name: 'TTFB', value: 80 },
        { name: 'LCP', value: 1500 },
        { name: 'CLS', value: 0.04 },
      ],
    });
    // Nothing new: no beacon on the next hiding or on leaving; a new value goes alone.
    setVisibility('visible');
    setVisibility('hidden');
    window.dispatchEvent(new Event('pagehide'));
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    report('INP', 96);
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse((sendBeacon.mock.calls[1] as unknown as [string, string])[1])).toEqual({
      page: 'term',
      metrics: [{ name: 'INP', value: 96 }],
    });
  });
});

describe('pageTypeOf', () => {
  const routes = createRoutes({ site: DEFAULT_SITE_CONFIG });
  const typeAt = (path: string, errors: unknown = null) =>
    pageTypeOf({ matches: matchRoutes(routes, path) ?? [], errors });
  const seg = DEFAULT_SITE_CONFIG.siteSegment;

  it.each([
    ['/es', 'home'],
    [`/en/${seg}/glossary`, 'glossary'],
    [`/es/${seg}/glosario/accion`, 'term'],
    [`/es/${seg}/busqueda/amx`, 'results'],
    [`/en/${seg}/issuers/AMX`, 'issuer'],
    ['/en/contact', 'static'],
    ['/es/sala-de-prensa', 'static'],
    ['/es/aviso-de-privacidad', 'static'],
    ['/en/investment-disclaimer', 'static'],
  ])('%s is a %s page', (path, type) => {
    expect(typeAt(path)).toBe(type);
  });

  it('is the error page when the router holds an error, or for an unknown path', () => {
    expect(typeAt(`/es/${seg}/glosario`, { pages: { status: 404 } })).toBe('error');
    expect(typeAt('/es/no-such-page')).toBe('error');
  });
});

describe('startVitalsWhenIdle', () => {
  const fakeWindow = (nav: Partial<Navigator> & { globalPrivacyControl?: boolean }) => {
    const idle = jest.fn();
    const win = {
      navigator: { sendBeacon: () => true, ...nav },
      requestIdleCallback: idle,
    } as unknown as Window;
    return { win, idle };
  };

  it('waits for an idle moment before loading the reporter', () => {
    const { win, idle } = fakeWindow({});
    startVitalsWhenIdle({ matches: [], errors: null }, win);
    expect(idle).toHaveBeenCalledWith(expect.any(Function), { timeout: 5000 });
  });

  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }],
    ['Do Not Track', { doNotTrack: '1' }],
    ['no sendBeacon', { sendBeacon: undefined }],
  ])('measures nothing with %s', (_case, nav) => {
    const { win, idle } = fakeWindow(nav);
    startVitalsWhenIdle({ matches: [], errors: null }, win);
    expect(idle).not.toHaveBeenCalled();
  });

  it('reads the opt-outs as the browsers set them', () => {
    expect(optedOut({ doNotTrack: '0' } as Navigator)).toBe(false);
    expect(optedOut({ doNotTrack: null } as Navigator)).toBe(false);
    expect(optedOut({ globalPrivacyControl: false } as unknown as Navigator)).toBe(false);
  });
});
