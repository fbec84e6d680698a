/**
 * The browser entry: hydrates the server-rendered page with the state the server embedded, the
 * same routes and the same providers; reloads once on a failed lazy chunk.
 */
import { startTransition, StrictMode } from 'react';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { isLang } from '#shared/types/common.js';
import { browserTransport } from '../api/browser-transport.js';
import '../ui/global.css';
import { hydrationStarted } from '../ui/hydration.js';
import { loadCatalog } from '../i18n/catalogs.js';
import { createAppIntl } from '../i18n/intl.js';
import { AppProviders } from './AppProviders.js';
import { reloadOnce } from './chunk-reload.js';
import { routerContextOf } from './middleware.js';
import { PAGE_STATE_ID, routerHydrationData, type PageState } from './page-state.js';
import { createRoutes } from './routes.js';
import type { AppStore } from './store.js';
import { commitCookies, prefetchTokenWhenUseful } from './token-start.js';
import { startVitalsWhenIdle } from './vitals-start.js';

window.addEventListener('vite:preloadError', (event) => {
  event.preventDefault();
  reloadOnce(window.sessionStorage, () => {
    window.location.reload();
  });
});

function readPageState(): PageState | null {
  const text = document.getElementById(PAGE_STATE_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as PageState;
  } catch {
    return null;
  }
}

/**
 * Resolves once the browser has painted the server's HTML, so content shows before hydration work
 * takes the main thread; at once in a hidden tab, whose animation frames wait for it to show.
 */
function afterFirstPaint(): Promise<void> {
  if (document.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      setTimeout(resolve, 0);
    });
  });
}

/**
 * Gives the main thread back to the browser before the start's next step, so that each step is a
 * task of its own, none long enough to hold a tap or a key press (decision 007).
 */
function yieldToBrowser(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  // A message is a new task that, unlike a timer, a background tab does not delay by a second.
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

/** The server's answers and failures into the browser's cache, so hydration asks for none. */
async function hydrateAnswers(store: AppStore, page: PageState) {
  const { api, pageFailuresHydrated } = await import('../api/api.js');
  // `upsertQueryEntries`' entries are typed by the endpoints the base API names, which are none
  // (features inject theirs), so the page's answers are cast to that type here, and only here.
  type QueryEntries = Parameters<typeof api.util.upsertQueryEntries>[0];
  store.dispatch(api.util.upsertQueryEntries(page.answers as QueryEntries));
  if (page.failures) store.dispatch(pageFailuresHydrated(page.failures));
}

async function start() {
  await afterFirstPaint();
  const page = readPageState();
  // Only a page without state (never one the server rendered) falls back to the defaults.
  const site = page?.site ?? (await import('#shared/branding.js')).DEFAULT_SITE_CONFIG;
  // The store and RTK Query, a chunk the page preloads: creating the API is the largest part of
  // the start's module evaluation, here in a task of its own, not the entry's (decision 128).
  const { makeStore } = await import('./store.js');
  const store = makeStore(browserTransport(), page?.state);
  const first = window.location.pathname.split('/')[1];
  const lang = isLang(first) ? first : store.getState().token.lang;
  const hasToken = commitCookies(store, lang);
  // The language's catalog, a chunk the page preloads (decision 121).
  const intl = createAppIntl(lang, await loadCatalog(lang));
  await yieldToBrowser();
  const routes = createRoutes({ site });
  // Routes matched by the server must not be lazy at hydration time (docs/development.md).
  const matched = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matched.map(async ({ route }) => {
      if (typeof route.lazy === 'function') {
        const resolved = await route.lazy();
        Object.assign(route, resolved, { lazy: undefined });
      }
    }),
  );
  // After the matched routes' modules, which inject the endpoints the answers belong to.
  if (page) await hydrateAnswers(store, page);
  await yieldToBrowser();
  const router = createBrowserRouter(routes, {
    getContext: () => routerContextOf(store),
    ...(page ? { hydrationData: routerHydrationData(page) } : {}),
  });
  const container = document.getElementById('root');
  if (!container) return;
  const { hydrateRoot } = await import('./hydrate.js');
  await yieldToBrowser();
  // In a transition React hydrates in short tasks, not one long one, and replays input that arrives
  // meanwhile once its part of the page has hydrated.
  hydrationStarted();
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <AppProviders store={store} site={site} intl={intl}>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    );
  });
  if (!hasToken) prefetchTokenWhenUseful(store);
  // The vitals measure the page the server sent: its type from the state now, before any navigation.
  startVitalsWhenIdle(router.state);
}

void start();
