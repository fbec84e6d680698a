/** Fuzzing the proxy's pages: URL paths, query strings, cookies and the naughty strings (fuzz-harness.ts). */
import fc from 'fast-check';
import * as harness from './fuzz-harness.js';

harness.useFuzzedSystem();

describe('proxy: pages', () => {
  it('the reflection check finds an input added to the page, not the markup every page has', () => {
    const page = (body: string): harness.Answer => ({
      status: 404,
      headers: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
      body: `<!doctype html><html><body><p>Página no encontrada</p>${body}</body></html>`,
    });
    const baseline = page('<p>zzzz</p>');
    const reflections = (answer: harness.Answer, inputs: string[], against: harness.Answer) =>
      harness
        .problemsOf('self-check', answer, inputs, { baseline: against })
        .filter((p) => p.startsWith('reflected'));
    // `</p>` is as often in the page as in the baseline: the page's own markup.
    expect(reflections(page('<p><b>x</p>'), ['<b>x', '<', '</p>'], baseline)).toEqual([
      'reflected unescaped: <b>x',
      'reflected unescaped: <',
    ]);
    const escaped = page('<p>&lt;b&gt;x</p>');
    expect(reflections(escaped, ['<b>x', '<', '</p>'], baseline)).toEqual([]);
    // Without a baseline of the same page, any occurrence counts.
    expect(reflections(escaped, ['<'], { ...baseline, status: 200 })).toEqual([
      'reflected unescaped: <',
    ]);
    // Not an answer of the system: left out of the printed tally.
    delete harness.tally['self-check'];
  });

  it('URL paths and query strings: no failure, no unescaped reflection, the CSP kept', async () => {
    await harness.check(
      fc.tuple(harness.text, fc.constantFrom(...harness.PAGE_TARGETS), fc.boolean()),
      async ([s, target, light]) => {
        const encoded = light ? harness.encodeLight(s) : harness.encodeFull(s);
        const answer = await harness.send(harness.proxy.url, { target: target(encoded) });
        return harness.problemsOf(
          'pages: path and query',
          answer,
          harness.decodedForms(s, encoded),
          {
            baseline: await harness.neutralAnswer(target),
          },
        );
      },
    );
  });

  it('cookies (site token, language): no failure, no reflection, no cookie echoed back', async () => {
    const baseline = await harness.neutralAnswer(() => '/es/bmv/glosario');
    await harness.check(fc.tuple(harness.text, harness.text), async ([token, lang]) => {
      const answer = await harness.send(harness.proxy.url, {
        target: '/es/bmv/glosario',
        headers: {
          cookie: `bolsa_token=${harness.headerSafe(token)}; bolsa_lang=${harness.headerSafe(lang)}`,
        },
      });
      const problems = harness.problemsOf(
        'pages: cookies',
        answer,
        [token, lang, harness.headerSafe(lang)],
        {
          baseline,
        },
      );
      for (const cookie of answer.headers.getSetCookie())
        if (cookie.startsWith('bolsa_lang=') && !/^bolsa_lang=(es|en);/.test(cookie))
          problems.push(`language cookie set to ${cookie.slice(0, 40)}`);
      return problems;
    });
  });

  it('the naughty strings as term pages and glossary text: no failure, no reflection', async () => {
    const problems: string[] = [];
    for (const s of harness.NAUGHTY) {
      for (const target of [
        `/es/bmv/glosario/${harness.encodeFull(s)}`,
        `/es/bmv/glosario?q=${harness.encodeFull(s)}`,
      ]) {
        const answer = await harness.send(harness.proxy.url, { target });
        problems.push(...harness.problemsOf('pages: naughty strings', answer, [s]));
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('after the fuzzing', () => {
  it(
    'both processes still run, answer /healthz and logged no error',
    harness.expectBothStillRunning,
  );
});
