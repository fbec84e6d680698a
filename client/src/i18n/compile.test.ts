import { IntlMessageFormat } from 'intl-messageformat';
import { LANGS } from '#shared/types/common.js';
import { compileCatalogs } from './compile.js';
import { messages } from './messages.js';

describe('compiled catalogs (what production builds format with)', () => {
  const compiled = compileCatalogs(messages);

  it('hold every message of both languages as the AST react-intl would parse at run time', () => {
    for (const lang of LANGS) {
      expect(Object.keys(compiled[lang])).toEqual(Object.keys(messages[lang]));
      for (const [id, text] of Object.entries(messages[lang])) {
        expect([lang, id, compiled[lang][id]]).toEqual([
          lang,
          id,
          new IntlMessageFormat(text, lang).getAst(),
        ]);
      }
    }
  });

  it('format exactly as the ICU strings do', () => {
    for (const lang of LANGS) {
      for (const [id, text] of Object.entries(messages[lang])) {
        // Every argument a number (plurals need one), every tag a function.
        const values: Record<string, unknown> = {};
        for (const [, name] of text.matchAll(/\{(\w+)/g)) values[name ?? ''] = 3;
        for (const [, tag] of text.matchAll(/<(\w+)>/g))
          values[tag ?? ''] = (chunks: unknown[]) => `[${chunks.join('')}]`;
        const ast = compiled[lang][id];
        if (!ast) throw new Error(`${id} not compiled`);
        expect([lang, id, new IntlMessageFormat(ast, lang).format(values)]).toEqual([
          lang,
          id,
          new IntlMessageFormat(text, lang).format(values),
        ]);
      }
    }
  });
});
