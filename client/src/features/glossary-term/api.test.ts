import type { ContentResponse, GlossaryTermData } from '../../../../shared/types/content.js';
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
