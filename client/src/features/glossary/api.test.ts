import type { ContentResponse, GlossaryListData } from '#shared/types/content.js';
import { glossaryViewAnswer } from './api.js';

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
