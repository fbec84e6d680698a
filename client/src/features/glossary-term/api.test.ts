import type { ContentResponse, GlossaryTermData } from '#shared/types/content.js';
import { sanitizedTermAnswer } from './api.js';
import { landing, termData } from './test-fixtures.js';

const answer = (data: GlossaryTermData): ContentResponse<GlossaryTermData> => ({
  status: true,
  messages: [],
  response: { data },
});

describe('the term answer as stored', () => {
  it('has each landing’s body HTML sanitized and everything else unchanged', async () => {
    const data = termData('es', {
      landing: { body: { html: '<p>Una <em>acción</em></p><iframe src="/x"></iframe>' } },
    });
    const stored = await sanitizedTermAnswer(answer(data));
    expect(stored.response.data?.pageGlosarioLandings[0]?.body.html).toBe(
      '<p>Una <em>acción</em></p>',
    );
    expect(stored.response.data?.sharedContentEspacioBolsas).toEqual(
      data.sharedContentEspacioBolsas,
    );
    expect({ ...stored.response.data?.pageGlosarioLandings[0], body: null }).toEqual({
      ...landing('es'),
      body: null,
    });
  });

  it('leaves malformed answers to the view', async () => {
    const malformed = { status: true, messages: [], response: { data: { x: 1 } } };
    expect(await sanitizedTermAnswer(malformed as never)).toEqual(malformed);
    const noBody = termData('es', { landing: { body: undefined as never } });
    const stored = await sanitizedTermAnswer(answer(noBody));
    expect(stored.response.data?.pageGlosarioLandings[0]?.body).toBeUndefined();
  });
});

describe('the term answer’s mentions of other terms', () => {
  const withMentions = (html: string, mentions: unknown) =>
    termData('es', { landing: { title: 'Acción', body: { html }, mentions: mentions as never } });
  const bodyOf = async (data: GlossaryTermData) =>
    (await sanitizedTermAnswer(answer(data))).response.data?.pageGlosarioLandings[0]?.body.html;

  it('links the first mention of each listed term, relative to the term page, never its own', async () => {
    const html = await bodyOf(
      withMentions('<p>La acción paga un dividendo en la Bolsa; otro dividendo.</p>', [
        { title: 'Dividendo', displayTitle: 'Dividendo', uri: 'Dividendo' },
        { title: 'Acción', displayTitle: 'Acción', uri: 'Acci%C3%B3n' },
      ]),
    );
    expect(html).toBe(
      '<p>La acción paga un <a href="./Dividendo">dividendo</a> en la Bolsa; otro dividendo.</p>',
    );
  });

  it('links after sanitizing, never inside a link, and drops malformed mentions', async () => {
    const html = await bodyOf(
      withMentions('<p><a href="/x">dividendo</a> y dividendo<script>x</script></p>', [
        { title: 'Dividendo', uri: 'Dividendo' },
        { title: 'Bono', uri: 'javascript:alert(1)/%' },
        'nonsense',
      ]),
    );
    expect(html).toBe('<p><a href="/x">dividendo</a> y <a href="./Dividendo">dividendo</a></p>');
  });
});
