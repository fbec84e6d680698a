import { act, screen } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import { ErrorPage } from '../routes/ErrorPage.js';
import { noUpstream, renderRouter } from '../test/render.js';
import { middlewareNamed, routerContextOf } from './middleware.js';
import { makeStore } from './store.js';

/** A page under the app's error page that runs the named middleware. */
const pageRoutes = (names: readonly string[]): RouteObject[] => [
  {
    path: '/',
    errorElement: <ErrorPage />,
    HydrateFallback: () => null,
    children: [
      {
        path: ':lang/page',
        middleware: middlewareNamed(names),
        loader: () => null,
        element: <p>page</p>,
      },
    ],
  },
];

describe('named route middleware in the browser', () => {
  it.each<[Lang, string]>([
    ['es', 'Ocurrió un error'],
    ['en', 'An error occurred'],
  ])(
    "answers an unknown name with the error page and 'Unknown middleware {name}' (%s)",
    async (lang, heading) => {
      const store = makeStore(noUpstream, { token: { accessToken: null, lang } });
      const router = createMemoryRouter(pageRoutes(['lang', 'missing']), {
        initialEntries: [`/${lang}/page`],
        getContext: () => routerContextOf(store),
      });
      renderRouter(router, { store, lang });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(screen.getByText('Unknown middleware missing')).toBeVisible();
      expect(screen.queryByText('page')).toBeNull();
      expect(router.state.errors).toEqual({
        '0': expect.objectContaining({ status: 500, data: 'Unknown middleware missing' }),
      });
    },
  );

  it("'lang' commits the page's language into the token store", async () => {
    const store = makeStore(noUpstream, { token: { accessToken: null, lang: 'es' } });
    const router = createMemoryRouter(pageRoutes(['lang']), {
      initialEntries: ['/en/page'],
      getContext: () => routerContextOf(store),
    });
    renderRouter(router, { store, lang: 'en' });
    expect(await screen.findByText('page')).toBeVisible();
    expect(store.getState().token.lang).toBe('en');
    await act(() => router.navigate('/es/page'));
    expect(store.getState().token.lang).toBe('es');
  });
});
