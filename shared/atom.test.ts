/**
 * @jest-environment jsdom
 */
import { atomXml, marketTimeRfc3339, xmlEscape, type Feed, type FeedEntry } from './atom.js';
import { FEED_MAX_ENTRIES } from './constants.js';

const ATOM = 'http://www.w3.org/2005/Atom';

const entry = (i: number, title = `Reporte ${String(i)}`): FeedEntry => ({
  id: `https://bolsa.example/docs/emisoras/AMX/${String(i)}.pdf`,
  title,
  updated: `2026-01-${String((i % 28) + 1).padStart(2, '0')}T10:00:00-06:00`,
  link: `https://bolsa.example/docs/emisoras/AMX/${String(i)}.pdf`,
  summary: 'Informe trimestral',
  category: 'Financial information',
});

const feed = (entries: FeedEntry[]): Feed => ({
  id: 'https://bolsa.example/es/bmv/emisoras/AMX/feed.atom',
  title: 'AMX: documentos',
  lang: 'es',
  self: 'https://bolsa.example/es/bmv/emisoras/AMX/feed.atom',
  alternate: 'https://bolsa.example/es/bmv/emisoras/AMX',
  author: 'Grupo & Bolsa',
  entries,
  emptyUpdated: '2026-11-27T12:00:00Z',
});

function parse(xml: string): Document {
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const child = (parent: Element, name: string) =>
  Array.from(parent.children).filter((c) => c.namespaceURI === ATOM && c.localName === name);

describe('atomXml', () => {
  it('writes a feed with the elements Atom 1.0 requires, in the Atom namespace', () => {
    const doc = parse(atomXml(feed([entry(1), entry(2)])));
    const root = doc.documentElement;
    expect(root.namespaceURI).toBe(ATOM);
    expect(root.localName).toBe('feed');
    for (const name of ['id', 'title', 'updated', 'author'])
      expect(child(root, name)).toHaveLength(1);
    expect(child(root, 'author')[0]?.textContent).toBe('Grupo & Bolsa');
    const entries = child(root, 'entry');
    expect(entries).toHaveLength(2);
    for (const e of entries) {
      for (const name of ['id', 'title', 'updated']) expect(child(e, name)).toHaveLength(1);
      expect(child(e, 'link')[0]?.getAttribute('href')).toMatch(/^https:\/\//);
    }
    // The feed's `updated` is its newest entry's.
    expect(child(root, 'updated')[0]?.textContent).toBe('2026-01-03T10:00:00-06:00');
    const self = child(root, 'link').find((l) => l.getAttribute('rel') === 'self');
    expect(self?.getAttribute('href')).toBe(feed([]).self);
  });

  it('escapes titles and drops characters XML cannot carry', () => {
    const title = 'A&B <script>alert("x")</script> \u0001\u0007 \'q\' \ud800';
    const xml = atomXml(feed([entry(1, title)]));
    expect(xml).not.toContain('<script>');
    const doc = parse(xml);
    const got = child(child(doc.documentElement, 'entry')[0] as Element, 'title')[0];
    expect(got?.textContent).toBe('A&B <script>alert("x")</script>  \'q\' ');
  });

  it('keeps at most FEED_MAX_ENTRIES entries', () => {
    const many = Array.from({ length: FEED_MAX_ENTRIES + 20 }, (_, i) => entry(i));
    const doc = parse(atomXml(feed(many)));
    expect(child(doc.documentElement, 'entry')).toHaveLength(FEED_MAX_ENTRIES);
  });

  it('stops before the byte bound and stays valid', () => {
    const long = Array.from({ length: 40 }, (_, i) => entry(i, 'ñ'.repeat(2000)));
    const xml = atomXml(feed(long), 30_000);
    expect(encodeURIComponent(xml).replace(/%[0-9A-F]{2}/g, 'b').length).toBeLessThanOrEqual(
      30_000,
    );
    const entries = child(parse(xml).documentElement, 'entry');
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.length).toBeLessThan(40);
  });

  it('an empty feed is valid and carries its own updated', () => {
    const doc = parse(atomXml(feed([])));
    expect(child(doc.documentElement, 'updated')[0]?.textContent).toBe('2026-11-27T12:00:00Z');
  });
});

describe('xmlEscape', () => {
  it('escapes the five XML characters', () => {
    expect(xmlEscape(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });
});

describe('marketTimeRfc3339', () => {
  it('writes the market’s offset of that day', () => {
    expect(marketTimeRfc3339('2026-01-05 10:30:00')).toBe('2026-01-05T10:30:00-06:00');
    // Mexico City kept summer time until October 2022.
    expect(marketTimeRfc3339('2021-07-05 10:30:00')).toBe('2021-07-05T10:30:00-05:00');
    expect(marketTimeRfc3339('2026-01-05')).toBe('2026-01-05T00:00:00-06:00');
  });

  it('is null for a malformed date', () => {
    for (const bad of ['', '2026-13-01 10:00:00', 'yesterday', null, undefined]) {
      expect(marketTimeRfc3339(bad)).toBeNull();
    }
  });
});
