/**
 * @jest-environment node
 */
import { createStaticHandler, type RouteObject } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import { noUpstream } from '../test/render.js';
import { queryPage } from './entry-server.js';
import { middlewareNamed } from './middleware.js';
import { makeStore } from './store.js';

/** A page that runs the named middleware. */
const pageRoutes = (names: readonly string[]): RouteObject[] => [
  { path: '/:lang/page', middleware: middlewareNamed(names), loader: () => null },
];

describe('named route middleware on the server', () => {
  const query = (names: readonly string[], url: string, lang: Lang = 'es') => {
    const store = makeStore(noUpstream, { token: { accessToken: null, lang } });
    const handler = createStaticHandler(pageRoutes(names));
    return { store, context: queryPage(handler, new Request(`http://site.test${url}`), store) };
  };

  it.each(['missing', 'toString', '__proto__', 'constructor'])(
    "answers the unknown name '%s' with 500 'Unknown middleware {name}'",
    async (name) => {
      const context = await query(['lang', name], '/es/page').context;
      if (context instanceof Response) throw new Error('expected a page');
      expect(context.statusCode).toBe(500);
      expect(Object.values(context.errors ?? {})).toEqual([
        expect.objectContaining({ status: 500, data: `Unknown middleware ${name}` }),
      ]);
    },
  );

  it("'lang' commits the page's language into the request's token store", async () => {
    const { store, context } = query(['lang'], '/en/page', 'es');
    const page = await context;
    if (page instanceof Response) throw new Error('expected a page');
    expect(page.statusCode).toBe(200);
    expect(store.getState().token.lang).toBe('en');
  });
});
