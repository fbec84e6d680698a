/**
 * Atom 1.0 feeds (RFC 4287) of filings (decision 117): a small builder that escapes every text and
 * attribute, drops what XML 1.0 cannot carry, and stops at an entry and a byte bound.
 */
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { FEED_MAX_BYTES, FEED_MAX_ENTRIES, MARKET_TIME_ZONE } from './constants.js';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

/** Characters XML 1.0 does not allow, lone surrogates included: left out of the feed. */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Text or an attribute value, safe inside XML. */
export const xmlEscape = (text: string): string =>
  text.replace(NOT_XML, '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * A service date (`YYYY-MM-DD HH:mm:ss`, the market's local time; specification §3) as RFC 3339
 * with the market's offset on that day; null when malformed.
 */
export function marketTimeRfc3339(value: string | null | undefined): string | null {
  const text = (value ?? '').trim().replace('T', ' ');
  for (const format of ['YYYY-MM-DD HH:mm:ss', 'YYYY-MM-DD HH:mm', 'YYYY-MM-DD']) {
    if (!dayjs.utc(text, format, true).isValid()) continue;
    return dayjs.tz(text, format, MARKET_TIME_ZONE).format('YYYY-MM-DDTHH:mm:ssZ');
  }
  return null;
}

export interface FeedEntry {
  /** A stable IRI: the document's absolute URL. */
  id: string;
  title: string;
  /** RFC 3339. */
  updated: string;
  /** The entry's page or file (absolute). */
  link: string;
  /** Plain text. */
  summary?: string;
  /** A category term (the document's type). */
  category?: string;
}

export interface Feed {
  /** A stable IRI: the feed's own absolute URL. */
  id: string;
  title: string;
  lang: string;
  /** The feed's own absolute URL (`rel="self"`). */
  self: string;
  /** The page the feed follows (`rel="alternate"`). */
  alternate: string;
  author: string;
  entries: readonly FeedEntry[];
  /** When there is no entry: the feed's `updated` (RFC 3339). */
  emptyUpdated: string;
}

/** UTF-8 bytes of a text without lone surrogates (what `xmlEscape` leaves). */
function byteLength(text: string): number {
  let bytes = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

const element = (name: string, text: string) => `<${name}>${xmlEscape(text)}</${name}>`;

function entryXml(entry: FeedEntry): string {
  return [
    '<entry>',
    element('id', entry.id),
    element('title', entry.title),
    element('updated', entry.updated),
    `<link rel="alternate" href="${xmlEscape(entry.link)}"/>`,
    entry.category ? `<category term="${xmlEscape(entry.category)}"/>` : '',
    entry.summary ? element('summary', entry.summary) : '',
    '</entry>',
  ].join('');
}

/**
 * The feed's XML: at most `FEED_MAX_ENTRIES` entries and about `maxBytes` bytes (entries past the
 * bound are left out). `updated` is the newest entry's.
 */
export function atomXml(feed: Feed, maxBytes = FEED_MAX_BYTES): string {
  const entries = feed.entries.slice(0, FEED_MAX_ENTRIES);
  const updated = entries.reduce<string | null>(
    (newest, e) =>
      newest === null || Date.parse(e.updated) > Date.parse(newest) ? e.updated : newest,
    null,
  );
  const head = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${xmlEscape(feed.lang)}">`,
    element('id', feed.id),
    element('title', feed.title),
    element('updated', updated ?? feed.emptyUpdated),
    `<link rel="self" type="application/atom+xml" href="${xmlEscape(feed.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${xmlEscape(feed.alternate)}"/>`,
    `<author>${element('name', feed.author)}</author>`,
  ].join('\n');
  const tail = '</feed>\n';
  const parts = [head];
  let bytes = byteLength(head) + byteLength(tail) + 1;
  for (const entry of entries) {
    const xml = entryXml(entry);
    const size = byteLength(xml) + 1;
    if (bytes + size > maxBytes) break;
    parts.push(xml);
    bytes += size;
  }
  return `${parts.join('\n')}\n${tail}`;
}
