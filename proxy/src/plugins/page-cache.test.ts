import { gunzipSync } from 'node:zlib';
import {
  fillPage,
  gzipPage,
  NONCE_SLOT,
  PageCache,
  pageByteLength,
  pageShape,
  type Piece,
  TOKEN_SLOT,
  type PageText,
} from './page-cache.js';

/** A piece's bytes as text. */
const text = (piece: Piece | undefined) =>
  piece === undefined ? undefined : Buffer.concat(piece).toString();

describe('page shapes', () => {
  const html =
    `<script nonce="${NONCE_SLOT}" src="/a.js"></script><main>ñandú €</main>` +
    `<script nonce="${NONCE_SLOT}" type="application/json">{"accessToken":"${TOKEN_SLOT}"}</script>`;

  it('fills each visitor its own nonce and token, everything else as rendered', () => {
    const page = pageShape(200, 'es', html);
    expect(page.slots).toEqual(['nonce', 'nonce', 'token']);
    expect(fillPage(page, { nonce: 'N1', token: 'T1' }).toString()).toBe(
      html.replaceAll(NONCE_SLOT, 'N1').replace(TOKEN_SLOT, 'T1'),
    );
    expect(fillPage(page, { nonce: 'N2', token: 'T2' }).toString()).toContain(
      '<script nonce="N2" type="application/json">{"accessToken":"T2"}</script>',
    );
  });

  it('cuts a page given as texts as it cuts the same page given whole', () => {
    // Texts cut anywhere but inside a stand-in, with stand-ins at the ends, back to back, in
    // empty texts' neighbours, and none at all.
    const unit = [NONCE_SLOT, TOKEN_SLOT, 'ñ€<p>', 'x', '', `${NONCE_SLOT}${NONCE_SLOT}`];
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const units = Array.from({ length: next(12) }, () => unit[next(unit.length)] as string);
      const texts: string[] = [];
      for (const u of units) {
        const last = texts.pop();
        if (last === undefined || next(3) === 0)
          texts.push(...(last === undefined ? [] : [last]), u);
        else texts.push(last + u);
      }
      const whole = texts.join('');
      // Texts without a stand-in may come as the renderer's kept UTF-8 bytes, and a text that
      // is a stand-in as the cut the template's are made into (`fillTemplate`).
      const parts = texts.map((text): PageText => {
        if (text === NONCE_SLOT || text === TOKEN_SLOT)
          return next(2) === 0 ? { standIn: text === NONCE_SLOT ? 'nonce' : 'token' } : text;
        return !text.includes('__') && next(2) === 0 ? new TextEncoder().encode(text) : text;
      });
      const fromTexts = pageShape(200, 'es', parts);
      const fromWhole = pageShape(200, 'es', whole);
      expect(fromTexts.slots).toEqual(fromWhole.slots);
      expect(fromTexts.pieces.map(text)).toEqual(fromWhole.pieces.map(text));
      const values = { nonce: 'N', token: 'T' };
      expect(fillPage(fromTexts, values).toString()).toBe(
        whole.replaceAll(NONCE_SLOT, 'N').replaceAll(TOKEN_SLOT, 'T'),
      );
    }
  });

  it('keeps each page its own bytes while later pages, small and large, are cut', () => {
    const first = pageShape(200, 'es', [`<p nonce="${NONCE_SLOT}">ñ€</p>`, 'a'.repeat(5000)]);
    const expected = fillPage(first, { nonce: 'n', token: 't' }).toString();
    // Larger than the scratch kept between pages (1 MiB at three bytes per character).
    const large = `<i>${'€'.repeat(400_000)}</i><b nonce="${NONCE_SLOT}">`;
    const big = pageShape(200, 'es', [large, new TextEncoder().encode('ü'.repeat(70_000))]);
    const second = pageShape(200, 'es', `<p>${'y'.repeat(5000)}</p>`);
    for (let i = 0; i < 3; i++) pageShape(200, 'en', `<p>${'z'.repeat(5_000 + i)}</p>`);
    expect(fillPage(first, { nonce: 'n', token: 't' }).toString()).toBe(expected);
    expect(fillPage(big, { nonce: 'N', token: 'T' }).toString()).toBe(
      large.replace(NONCE_SLOT, 'N') + 'ü'.repeat(70_000),
    );
    expect(fillPage(second, { nonce: 'n', token: 't' }).toString()).toBe(
      `<p>${'y'.repeat(5000)}</p>`,
    );
    // Each page's pieces hold exactly its bytes.
    expect(pageByteLength(first)).toBe(Buffer.byteLength(expected) - 'n'.length);
  });

  it('points at the kept bytes it is given, shared by the pages made from them', () => {
    const state = new TextEncoder().encode('{"glossary":"ñ…"}');
    const pages = ['A', 'B'].map((letter) =>
      pageShape(200, 'es', [`<p nonce="${NONCE_SLOT}">${letter}</p>`, state, '</body>']),
    );
    for (const page of pages) {
      // The second piece: the rest of the text, the kept bytes themselves, the text after them.
      expect(page.pieces[1]?.[1]).toBe(state);
      expect(page.pieces[1]?.map((run) => run.length)).toEqual([7, state.length, 7]);
    }
    expect(pages.map((page) => fillPage(page, { nonce: 'n', token: 't' }).toString())).toEqual([
      '<p nonce="n">A</p>{"glossary":"ñ…"}</body>',
      '<p nonce="n">B</p>{"glossary":"ñ…"}</body>',
    ]);
  });

  it('keeps a page without stand-ins whole, and the token stand-in differs from any token', () => {
    expect(fillPage(pageShape(404, 'en', '<p>x</p>'), { nonce: 'n', token: 't' }).toString()).toBe(
      '<p>x</p>',
    );
    expect(TOKEN_SLOT).toMatch(/^__SITE_TOKEN_[0-9a-f]{24}__$/);
  });
});

describe('PageCache', () => {
  it('serves a page while fresh, never after its time', () => {
    let now = 0;
    const cache = new PageCache(1000, 10, () => now);
    const key = PageCache.key('http://h/es/bmv/glosario', null);
    cache.set(key, pageShape(200, 'es', '<p>a</p>'));
    now = 999;
    expect(cache.get(key)?.pieces.map(text)).toEqual(['<p>a</p>']);
    now = 1000;
    expect(cache.get(key)).toBeUndefined();
  });

  it('tells pages apart by URL and language cookie, and drops the oldest past its size', () => {
    const cache = new PageCache(1000, 2, () => 0);
    const keys = [
      PageCache.key('http://h/', 'en'),
      PageCache.key('http://h/', 'es'),
      PageCache.key('http://h/', null),
    ];
    expect(new Set(keys).size).toBe(3);
    keys.forEach((key, i) => {
      cache.set(key, pageShape(200, 'es', String(i)));
    });
    expect(keys.map((key) => text(cache.get(key)?.pieces[0]))).toEqual([undefined, '1', '2']);
  });
});

describe('gzip from pieces compressed once', () => {
  const big = Array.from({ length: 3000 }, (_, i) => `<p>término ${i} € …</p>`).join('');
  it.each([
    ['stand-ins inside', `<a nonce="${NONCE_SLOT}">${big}</a>{"t":"${TOKEN_SLOT}"}<b>`],
    ['stand-ins at both ends, side by side', `${NONCE_SLOT}${TOKEN_SLOT}${big}${NONCE_SLOT}`],
    ['no stand-in', big],
    ['an empty page', ''],
  ])('decompresses (CRC and length checked) to the filled page: %s', async (_name, html) => {
    const page = pageShape(200, 'es', html);
    for (const values of [
      { nonce: 'bm9uY2Ux', token: '1795363611.abc.def' },
      { nonce: 'other+/=', token: 'x'.repeat(300) },
    ]) {
      const gz = await gzipPage(page, values);
      expect(gunzipSync(gz).equals(fillPage(page, values))).toBe(true);
    }
    if (html.length > 0) {
      const gz = await gzipPage(page, { nonce: 'n', token: 't' });
      expect(gz.length).toBeLessThan(Buffer.byteLength(html) / 4);
    }
  });
});
