/**
 * The route table of specification §2 as a data router, with lazily loaded pages: loaders start
 * each page's requests, so the progress bar follows them and the server renders the same routes.
 */
import {
  redirect,
  type LoaderFunctionArgs,
  type RouteObject,
  type ShouldRevalidateFunction,
} from 'react-router-dom';
import type { SiteConfig } from '#shared/branding.js';
import { LEGAL_PAGES, type LegalPage } from '#shared/legal.js';
import { GROUP_SITE_PARAM, groupSitePath } from '#shared/links.js';
import { decodePathTerm, encodePathTerm } from '#shared/path-term.js';
import { SEARCH_TERM_MAX_LENGTH } from '#shared/constants.js';
import { otherLang, routePattern, viewUrlsByLang, type RouteId } from '#shared/routes.js';
import { LANGS, type Lang } from '#shared/types/common.js';
import { inlineImage } from '../api/inline-image.js';
import type { SearchPageData } from '../features/search-results/load.js';
import { documentFiltersChanged, wantsTabs } from '../features/search-results/tab.js';
import type { PreloadHandle, RouteHandle } from './meta.js';
import { middlewareNamed, storeContext } from './middleware.js';
import { notFound } from './not-found.js';
import type { AppStore } from './store.js';
import { urisReplaced } from './uris-slice.js';
import type { TermLoaderData } from '../routes/TermRoute.js';
import type { GroupSiteData } from '../routes/GroupSitePage.js';
import type { IssuerLoaderData } from '../features/issuer/load.js';

export interface RouteDeps {
  site: SiteConfig;
  /** Routes of a server render: the glossary page then loads only what its first view shows. */
  server?: boolean;
  /** Source of randomness for the side cards (tests pass a fixed one). */
  random?: () => number;
}

const Nothing = () => null;

/** What a legal page's head shows: its title and summary, once its answer has come. */
interface LegalLoaderData {
  title: string | null;
  description: string | null;
}

/**
 * Index of the term in a split path: `/es/{site}/glosario/{term}` (and `/busqueda/{term}`, and the
 * issuer key of `/emisoras/{key}`).
 */
const TERM_SEGMENT = 4;

/**
 * The term of a glossary or results URL, decoded once from the request's path: React Router's
 * params are decoded already, and decoding again refuses a literal '%'. Null if malformed.
 */
function termOf(request: Request): string | null {
  const decoded = decodePathTerm(new URL(request.url).pathname.split('/')[TERM_SEGMENT] ?? '');
  return decoded.ok ? decoded.value : null;
}

/** Only the query string changed (glossary letter or text): the page's data stays valid. */
const skipOnQueryChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => (currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate);

export function createRoutes({
  site,
  server = false,
  random = Math.random,
}: RouteDeps): RouteObject[] {
  const seg = site.siteSegment;
  const path = (id: RouteId, lang: Lang) => routePattern(id, lang, seg);
  const paths = (id: RouteId) => ({ es: path(id, 'es'), en: path(id, 'en') });

  const pageRoute = (
    id: RouteId,
    lang: Lang,
    options: {
      meta: RouteHandle['meta'];
      menuEntry?: string;
      load?: (args: LoaderFunctionArgs, store: AppStore) => Promise<unknown>;
      /** The module `lazy` imports, as the build's manifest names it (see PreloadHandle). */
      module: string;
      /** Modules the page loads on a sign of use (see PreloadHandle). */
      prefetch?: readonly string[];
      lazy: () => Promise<Pick<RouteObject, 'Component'>>;
      shouldRevalidate?: ShouldRevalidateFunction;
    },
  ): RouteObject => {
    const handle: RouteHandle = {
      routeId: id,
      lang,
      meta: options.meta,
      modules: [options.module],
      ...(options.prefetch ? { prefetch: options.prefetch } : {}),
      ...(options.menuEntry ? { menuEntry: options.menuEntry } : {}),
    };
    return {
      id: `${id}-${lang}`,
      path: path(id, lang),
      handle,
      middleware: middlewareNamed(['lang']),
      loader: async (args) => {
        const store = args.context.get(storeContext);
        if (!options.load) {
          store.dispatch(urisReplaced(paths(id)));
          return null;
        }
        return options.load(args, store);
      },
      lazy: options.lazy,
      ...(options.shouldRevalidate ? { shouldRevalidate: options.shouldRevalidate } : {}),
    };
  };

  const glossary = (lang: Lang) =>
    pageRoute('glossary', lang, {
      menuEntry: 'escuela',
      meta: ({ intl }) => ({
        title: intl.formatMessage({ id: 'app.title.glossary' }, { group: site.groupName }),
        description: intl.formatMessage({ id: 'app.description.glossary' }),
        schema: { type: 'DefinedTermSet' },
      }),
      shouldRevalidate: skipOnQueryChange,
      load: async ({ request }, store) => {
        const url = new URL(request.url);
        store.dispatch(urisReplaced(viewUrlsByLang('glossary', lang, seg, url.search)));
        const { loadGlossaryPage } = await import('../routes/GlossaryRoute.js');
        return loadGlossaryPage(store, lang, url, server);
      },
      module: 'src/routes/GlossaryRoute.tsx',
      lazy: async () => {
        const { GlossaryRoute } = await import('../routes/GlossaryRoute.js');
        return { Component: () => <GlossaryRoute lang={lang} /> };
      },
    });

  const term = (lang: Lang) =>
    pageRoute('glossaryTerm', lang, {
      menuEntry: 'escuela',
      meta: ({ intl, data: loaded }) => {
        const d = loaded as TermLoaderData | null;
        const title = intl.formatMessage(
          { id: 'app.title.term' },
          { term: d?.title ?? d?.term ?? '', group: site.groupName },
        );
        return {
          title,
          ...(d?.description ? { description: d.description } : {}),
          // An image drawn from the page itself needs no preload.
          ...(d?.image && !d.inlinedImage ? { preloadImage: d.image } : {}),
          ...(d?.title
            ? {
                schema: {
                  type: 'DefinedTerm',
                  name: d.title,
                  setName: intl.formatMessage(
                    { id: 'app.title.glossary' },
                    { group: site.groupName },
                  ),
                  setPath: path('glossary', lang),
                  ...(d.reviewed ? { dateModified: d.reviewed } : {}),
                },
              }
            : {}),
        };
      },
      load: async ({ request }, store): Promise<TermLoaderData> => {
        // The term's query and the side-card picker come with the term page's code.
        const code = Promise.all([
          import('../routes/TermRoute.js'),
          import('../features/glossary-term/term-data.js'),
        ]);
        const term = termOf(request);
        // No term is that long: the content service would refuse it (a page that does not exist).
        if (!term || term.length > SEARCH_TERM_MAX_LENGTH) throw notFound();
        const [{ loadTermAnswer }, { pickSideCardPositions, readTermData }] = await code;
        const answer = await loadTermAnswer(store, lang, term);
        // The content service does not know the term: a page that does not exist.
        if (answer.data && !answer.data.status) throw notFound();
        const data = answer.data?.response.data;
        const landing = data?.pageGlosarioLandings[0];
        const here = `${path('glossary', lang)}/${encodePathTerm(landing?.title ?? term)}`;
        const there = landing?.alternateTitle
          ? `${path('glossary', otherLang(lang))}/${encodePathTerm(landing.alternateTitle)}`
          : path('glossary', otherLang(lang));
        store.dispatch(
          urisReplaced(lang === 'es' ? { es: here, en: there } : { es: there, en: here }),
        );
        const content = readTermData(data);
        const image = content?.imageUrl ?? null;
        return {
          term,
          title: landing?.displayTitle ?? null,
          description: landing?.shortDescription ?? null,
          reviewed: content?.reviewed ?? null,
          image,
          inlinedImage: image ? await store.dispatch(inlineImage(image)) : null,
          sideCards: pickSideCardPositions(data?.sharedContentEspacioBolsas, random),
        };
      },
      module: 'src/routes/TermRoute.tsx',
      lazy: async () => {
        const { TermRoute } = await import('../routes/TermRoute.js');
        return { Component: () => <TermRoute lang={lang} /> };
      },
    });

  const search = (lang: Lang) =>
    pageRoute('search', lang, {
      meta: ({ intl, data: loaded }) => {
        const data = loaded as SearchPageData | null;
        const text = data?.text ?? '';
        return {
          title: text
            ? intl.formatMessage(
                { id: 'app.title.searchTerm' },
                { term: text, group: site.groupName },
              )
            : intl.formatMessage({ id: 'app.title.search' }, { group: site.groupName }),
          description: intl.formatMessage({ id: 'app.description.search' }),
          // The feed of the documents this text finds (decision 117).
          ...(data?.feed ? { feed: data.feed } : {}),
        };
      },
      // Tab, page, sort and filter changes keep the page's answers; the prefix view's link to the
      // ordinary tabs (`vista`) and the documents filters (their first rows) ask for others.
      shouldRevalidate: (args) =>
        wantsTabs(args.currentUrl.searchParams) !== wantsTabs(args.nextUrl.searchParams) ||
        documentFiltersChanged(args.currentUrl.searchParams, args.nextUrl.searchParams) ||
        skipOnQueryChange(args),
      load: async ({ request }, store): Promise<SearchPageData> => {
        // The results page's URL handling, endpoints and readers load with it, not with the first
        // view of other pages.
        const { loadSearchRoute } = await import('../features/search-results/load.js');
        return loadSearchRoute(store, {
          lang,
          site,
          url: new URL(request.url),
          term: termOf(request),
        });
      },
      module: 'src/routes/SearchRoute.tsx',
      // The grids' chunk, run only when a visitor reaches for the rows (decision 127).
      prefetch: ['src/features/search-results/ResultsGrid.tsx'],
      lazy: async () => {
        const { SearchRoute } = await import('../routes/SearchRoute.js');
        return { Component: () => <SearchRoute lang={lang} /> };
      },
    });

  /** An issuer's page (decision 117): its series and newest filings from the search service. */
  const issuer = (lang: Lang) =>
    pageRoute('issuer', lang, {
      meta: ({ intl, data: loaded }) => {
        const d = loaded as IssuerLoaderData | null;
        const values = { key: d?.key ?? '', name: d?.name ?? d?.key ?? '', group: site.groupName };
        return {
          title: intl.formatMessage({ id: 'app.title.issuer' }, values),
          description: intl.formatMessage({ id: 'app.description.issuer' }, values),
          ...(d ? { feed: d.feed } : {}),
        };
      },
      load: async ({ request }, store): Promise<IssuerLoaderData> => {
        const { loadIssuerPage } = await import('../features/issuer/load.js');
        const segment = new URL(request.url).pathname.split('/')[TERM_SEGMENT];
        return loadIssuerPage(store, { lang, site, ...(segment ? { segment } : {}) });
      },
      module: 'src/routes/IssuerRoute.tsx',
      lazy: async () => {
        const { IssuerRoute } = await import('../routes/IssuerRoute.js');
        return { Component: () => <IssuerRoute lang={lang} /> };
      },
    });

  const staticPage = (id: 'home' | 'contact' | 'pressRoom', lang: Lang) =>
    pageRoute(id, lang, {
      meta: ({ intl }) => ({
        title: intl.formatMessage({ id: `app.title.${id}` }, { group: site.groupName }),
        description: intl.formatMessage({ id: `app.description.${id}` }, { group: site.groupName }),
      }),
      module: 'src/routes/StaticPage.tsx',
      lazy: async () => {
        const { StaticPage } = await import('../routes/StaticPage.js');
        return { Component: () => <StaticPage kind={id} lang={lang} /> };
      },
    });

  /** A legal page of the footer (decision 115): its title and summary from its content answer. */
  const legal = (id: LegalPage, lang: Lang) =>
    pageRoute(id, lang, {
      meta: ({ intl, data: loaded }) => {
        const d = loaded as LegalLoaderData | null;
        const page = d?.title ?? intl.formatMessage({ id: `footer.${id}` });
        return {
          title: intl.formatMessage({ id: 'app.title.legal' }, { page, group: site.groupName }),
          ...(d?.description ? { description: d.description } : {}),
        };
      },
      load: async (_args, store): Promise<LegalLoaderData> => {
        store.dispatch(urisReplaced(paths(id)));
        const { loadLegalPage, readLegalPage } = await import('../features/legal/api.js');
        const answer = await loadLegalPage(store, { lang, page: id });
        // The content service does not have the page: a page that does not exist.
        if (answer.data && !answer.data.status) throw notFound();
        const text = readLegalPage(answer.data?.response.data);
        return { title: text?.displayTitle ?? null, description: text?.shortDescription ?? null };
      },
      module: 'src/routes/StaticPage.tsx',
      lazy: async () => {
        const { StaticPage } = await import('../routes/StaticPage.js');
        return { Component: () => <StaticPage kind={id} lang={lang} /> };
      },
    });

  const groupSite = (lang: Lang) =>
    pageRoute('groupSite', lang, {
      meta: ({ intl }) => ({
        title: intl.formatMessage({ id: 'app.title.groupSite' }, { group: site.groupName }),
      }),
      load: async ({ request }, store): Promise<GroupSiteData> => {
        const url = new URL(request.url);
        const target = groupSitePath(url.searchParams.get(GROUP_SITE_PARAM));
        if (target === null) throw notFound();
        store.dispatch(urisReplaced(viewUrlsByLang('groupSite', lang, seg, url.search)));
        return { path: target };
      },
      module: 'src/routes/GroupSitePage.tsx',
      lazy: async () => {
        const { GroupSitePage } = await import('../routes/GroupSitePage.js');
        return { Component: () => <GroupSitePage lang={lang} /> };
      },
    });

  const pages: RouteObject[] = LANGS.flatMap((lang) => [
    staticPage('home', lang),
    glossary(lang),
    term(lang),
    search(lang),
    issuer(lang),
    staticPage('contact', lang),
    staticPage('pressRoom', lang),
    groupSite(lang),
    ...LEGAL_PAGES.map((id) => legal(id, lang)),
  ]);

  return [
    {
      id: 'root',
      path: '/',
      handle: {
        modules: ['src/routes/RootLayout.tsx', 'src/app/store.ts', 'src/app/hydrate.ts'],
      } satisfies PreloadHandle,
      // Before its first data the app shows nothing (as without it), and says so to React Router.
      HydrateFallback: Nothing,
      lazy: async () => {
        const { RootLayout } = await import('../routes/RootLayout.js');
        return { Component: RootLayout };
      },
      children: [
        {
          id: 'pages',
          handle: { modules: ['src/routes/ErrorPage.tsx'] } satisfies PreloadHandle,
          lazy: async () => {
            const { ErrorPage } = await import('../routes/ErrorPage.js');
            return { ErrorBoundary: ErrorPage };
          },
          children: [
            {
              id: 'root-index',
              index: true,
              // '/' is the home in the language of the language cookie (decision 111).
              loader: ({ context }) =>
                redirect(`/${context.get(storeContext).getState().token.lang}`),
            },
            ...pages,
            {
              id: 'not-found',
              path: '*',
              // Its loader always throws: the error page renders instead.
              Component: Nothing,
              loader: () => {
                throw notFound();
              },
            },
          ],
        },
      ],
    },
  ];
}
