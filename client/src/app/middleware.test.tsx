import { screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router-dom';
import type { Lang } from '../../../shared/types/common.js';
import { ErrorPage } from '../routes/ErrorPage.js';
import { noUpstream, renderRouter } from '../test/render.js';
import { MIDDLEWARE, runMiddleware } from './middleware.js';
import { makeStore } from './store.js';

const request = new Request('http://site.test/es');

async function thrownBy(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('named route middleware', () => {
  it("answers an unknown name with 500 'Unknown middleware {name}'", async () => {
    const store = makeStore(noUpstream);
    for (const name of ['analytics', 'toString', '__proto__', 'constructor']) {
      // React Router's `data()`: the router answers it as the route's error response.
      const error = await thrownBy(runMiddleware([name], { lang: 'es', store, request }));
      expect([name, error]).toEqual([
        name,
        expect.objectContaining({
          data: `Unknown middleware ${name}`,
          init: expect.objectContaining({ status: 500 }),
        }),
      ]);
    }
  });

  it('runs the names in order and stops at the first unknown one', async () => {
    const ran: string[] = [];
    const registry = {
      first: () => {
        ran.push('first');
      },
      second: () => {
        ran.push('second');
      },
    };
    const store = makeStore(noUpstream);
    await runMiddleware(['second', 'first'], { lang: 'es', store, request }, registry);
    expect(ran).toEqual(['second', 'first']);
    await thrownBy(
      runMiddleware(['first', 'nope', 'second'], { lang: 'es', store, request }, registry),
    );
    expect(ran).toEqual(['second', 'first', 'first']);
  });

  it("'lang' commits the page language, and dispatches nothing when it is already the store's", async () => {
    const store = makeStore(noUpstream, { token: { accessToken: null, lang: 'es' } });
    const dispatch = jest.spyOn(store, 'dispatch');
    await MIDDLEWARE.lang!({ lang: 'es', store, request });
    expect(dispatch).not.toHaveBeenCalled();
    await MIDDLEWARE.lang!({ lang: 'en', store, request });
    expect(dispatch).toHaveBeenCalledTimes(1);
    expect(store.getState().token.lang).toBe('en');
  });
});

describe('the error page of an unknown middleware', () => {
  it.each<[Lang, string]>([
    ['es', 'Ocurrió un error'],
    ['en', 'An error occurred'],
  ])('shows %s: the generic heading and the message', async (lang, heading) => {
    const store = makeStore(noUpstream, { token: { accessToken: null, lang } });
    const router = createMemoryRouter(
      [
        {
          path: '/',
          errorElement: <ErrorPage />,
          HydrateFallback: () => null,
          children: [
            {
              path: ':lang/page',
              loader: async ({ request: pageRequest }) => {
                await runMiddleware(['lang', 'missing'], { lang, store, request: pageRequest });
                return null;
              },
              element: <p>page</p>,
            },
          ],
        },
      ],
      { initialEntries: [`/${lang}/page`] },
    );
    renderRouter(router, { store, lang });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeVisible();
    expect(screen.getByText('Unknown middleware missing')).toBeVisible();
    expect(screen.queryByText('page')).toBeNull();
  });
});
