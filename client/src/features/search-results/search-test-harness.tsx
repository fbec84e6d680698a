/** The results page tests' harness: the search route under a memory router and a fake service. */
import { screen } from '@testing-library/react';
import { createMemoryRouter, data, useLocation, type RouteObject } from 'react-router-dom';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { routePattern } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import { makeStore } from '../../app/store.js';
import { tokenReceived } from '../../app/token-slice.js';
import { SearchRoute } from '../../routes/SearchRoute.js';
import { renderRouter } from '../../test/render.js';
import { loadSearchPage } from './load.js';
import { documentsFirstRequest } from './document-view.js';
import { documentFiltersChanged, tabOf, wantsTabs } from './tab.js';
import {
  documentHit,
  EXPIRED_TOKEN,
  fakeSearch,
  glossaryHit,
  indexHit,
  instrument,
  sectionHit,
  type FakeSearch,
} from './test-fixtures.js';

export function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

export function renderSearch(url: string, options: FakeSearch = {}, lang: Lang = 'es') {
  const fake = fakeSearch(options);
  const store = makeStore(fake.transport);
  if (options.expiredToken) store.dispatch(tokenReceived(EXPIRED_TOKEN));
  const router = createMemoryRouter(
    [
      ...(['es', 'en'] as const).map((l): RouteObject => ({
        path: routePattern('search', l, DEFAULT_SITE_CONFIG.siteSegment),
        loader: async ({ params, request }) => {
          if (tabOf(new URL(request.url).searchParams) === null)
            throw data('Not found', { status: 404 });
          const text = decodeURIComponent(params.term ?? '').replace(/_/g, ' ');
          const query = new URL(request.url).searchParams;
          const documents = documentsFirstRequest(query, l);
          return loadSearchPage(store, l, text, wantsTabs(query), documents);
        },
        shouldRevalidate: ({ currentUrl, nextUrl }) =>
          currentUrl.pathname !== nextUrl.pathname ||
          wantsTabs(currentUrl.searchParams) !== wantsTabs(nextUrl.searchParams) ||
          documentFiltersChanged(currentUrl.searchParams, nextUrl.searchParams),
        HydrateFallback: () => null,
        element: (
          <>
            <SearchRoute lang={l} />
            <Location />
          </>
        ),
        errorElement: <p>404</p>,
      })),
      // Where the page's links lead (a glossary term page, for one).
      { path: '*', element: <Location /> },
    ],
    { initialEntries: [url] },
  );
  renderRouter(router, { store, lang });
  return { ...fake, router };
}

export const ALL: FakeSearch = {
  glossary: [glossaryHit('Acción', { alias: 'Título accionario, Participación' })],
  instruments: [instrument(), instrument({ serie: 'L' })],
  instrumentsTotal: 41,
  documents: [documentHit()],
  documentsTotal: 294,
  indices: [indexHit()],
  sections: [sectionHit()],
};

export const tab = (name: RegExp) => screen.getByRole('tab', { name });

/** Clears the recent searches after each test. */
export function setUpSearchTests() {
  afterEach(() => {
    window.localStorage.clear();
  });
}
