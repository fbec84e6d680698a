import type { ContentResponse, GlossaryListData } from '#shared/types/content.js';
import { termOfDay } from '#shared/term-of-day.js';
import { firstViewOf, glossaryViewAnswer } from './api.js';

const answer = (): ContentResponse<GlossaryListData> => ({
  status: true,
  messages: [],
  response: {
    data: {
      page: {
        displayTitle: 'Glosario',
        body: { html: '<p>Intro <b>x</b></p><script>alert(1)</script><p onclick="x()">y</p>' },
      },
      pageGlosarioLandings: [
        {
          id: '1',
          title: 'Acción',
          displayTitle: 'Acción',
          shortDescription: 'Parte del capital',
          body: { html: '<p>Cuerpo largo</p>' },
          alias: ['Título'],
          image: { url: '/media/a.svg' },
          keywords: ['k'],
          uri: 'u',
          url: 'u',
          relatedContent: [],
          relatedContents: [],
        },
      ],
    },
  },
});

describe('the glossary answer as stored', () => {
  it('keeps the cards’ fields and the intro HTML, sanitized', async () => {
    const stored = await glossaryViewAnswer(answer(), 'es');
    expect(stored.response.data?.page.body.html).toBe('<p>Intro <b>x</b></p><p>y</p>');
    expect(stored.response.data?.pageGlosarioLandings).toEqual([
      {
        id: '1',
        title: 'Acción',
        displayTitle: 'Acción',
        shortDescription: 'Parte del capital',
        alias: ['Título'],
      },
    ]);
  });

  it.each([
    [
      'es',
      ['Acción', 'Índice', 'Nominal', 'Ñandú', 'Ocho'],
      ['Ñandú', 'Ocho', 'Acción', 'Nominal', 'Índice'],
    ],
    ['en', ['Ask', 'Bond', 'index'], ['index', 'Bond', 'Ask']],
  ] as const)(
    "keeps the cards in the language's alphabetical order (%s: accents ignored, Ñ after N)",
    async (lang, expected, given) => {
      const unsorted = answer();
      const template = unsorted.response.data!.pageGlosarioLandings[0]!;
      unsorted.response.data!.pageGlosarioLandings = given.map((title) => ({
        ...template,
        id: title,
        title,
        displayTitle: title,
      }));
      const stored = await glossaryViewAnswer(unsorted, lang);
      expect(stored.response.data?.pageGlosarioLandings.map((l) => l.title)).toEqual(expected);
    },
  );

  it('leaves an answer without data or without an intro body to the view', async () => {
    const failed = { status: false, messages: ['no'], response: { data: null } };
    expect(await glossaryViewAnswer(failed as never, 'es')).toEqual(failed);
    const noBody = answer();
    (noBody.response.data!.page as { body?: unknown }).body = undefined;
    const stored = await glossaryViewAnswer(noBody, 'es');
    expect(stored.response.data?.pageGlosarioLandings).toHaveLength(1);
  });
});

describe("the glossary page's first view", () => {
  const list = async () => {
    const full = answer();
    const template = full.response.data!.pageGlosarioLandings[0]!;
    full.response.data!.pageGlosarioLandings = ['Bono', 'Acción', 'Índice', 'Árbitro'].map(
      (title) => ({ ...template, id: title, title, displayTitle: title, alias: [] }),
    );
    return glossaryViewAnswer(full, 'es');
  };

  it("keeps the intro, the letters with terms, the day's term and the URL letter's cards", async () => {
    const stored = await list();
    const view = firstViewOf(stored, { letter: 'A', text: '', day: '2026-11-26' }).response.data;
    expect(view?.page).toEqual(stored.response.data?.page);
    expect(view?.letters).toEqual(['A', 'B', 'I']);
    expect(view?.cards.map((c) => c.title)).toEqual(['Acción', 'Árbitro']);
    expect(view?.termOfDay).toEqual(
      termOfDay(stored.response.data!.pageGlosarioLandings, '2026-11-26'),
    );
    expect(view).toMatchObject({ letter: 'A', text: '' });
  });

  it("keeps the text's cards when the URL has a text, whatever its letter", async () => {
    const view = firstViewOf(await list(), { letter: 'B', text: 'indice', day: '2026-11-26' })
      .response.data;
    expect(view?.cards.map((c) => c.title)).toEqual(['Índice']);
  });

  it('keeps the status and messages of a failed answer, without data', () => {
    const failed = { status: false, messages: ['no'], response: { data: null } };
    expect(firstViewOf(failed, { letter: 'A', text: '', day: '2026-11-26' })).toEqual(failed);
  });
});
