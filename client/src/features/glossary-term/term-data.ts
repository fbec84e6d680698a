/**
 * Reading the content service's term-page answer (specification §7, `page.glosario.landing`) into
 * what the term page shows, and the random choice of its side cards (specification §5).
 */
import { MAX_SIDE_CARDS } from '#shared/constants.js';
import { isCalendarDay } from '#shared/calendar-day.js';
import { aliasChips, type AliasChip } from '#shared/glossary-aliases.js';
import { decodePathTerm, encodePathTerm } from '#shared/path-term.js';
import { randomDistinct } from '#shared/random.js';
import { routePath } from '#shared/routes.js';
import { displayTitle as underscoresToSpaces } from '#shared/text.js';
import type { Lang } from '#shared/types/common.js';
import type { SharedContentCard } from '#shared/types/entities.js';

/** A related-content link of the term page. */
export interface RelatedLink {
  title: string;
  /** Term path segment relative to the glossary route (already percent-encoded). */
  segment: string;
}

/** The term page's content once the answer has been checked. */
export interface TermContent {
  title: string;
  /** The term's own path segment (its title, encoded), as the page's canonical address has it. */
  segment: string;
  bodyHtml: string;
  imageUrl: string | null;
  /** "Also known as": none repeats the title; each in its language (`aliasChips`). */
  aliases: AliasChip[];
  related: RelatedLink[];
  /** Related glossary terms of this language ("see also"). */
  seeAlso: RelatedLink[];
  cards: SharedContentCard[];
  /** The concept in the other language (null when the answer names none). */
  otherLanguage: { title: string; segment: string } | null;
  /** The day the definition was last reviewed, `YYYY-MM-DD` (null when absent or malformed). */
  reviewed: string | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const list = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/**
 * An image URL the page may load: a site path or http(s). Anything else (`javascript:`, `data:`)
 * is dropped; React would only neutralize a `javascript:` URL, and it would still be in the markup.
 */
function imageUrlOf(value: unknown): string {
  const url = text(value).trim();
  return /^(?:\/(?!\/)|https?:\/\/)/i.test(url) ? url : '';
}

function readCard(value: unknown): SharedContentCard | null {
  if (!isRecord(value)) return null;
  const displayTitle = text(value.displayTitle);
  const url = text(value.url);
  if (!displayTitle || !url) return null;
  return {
    displayTitle,
    shortDescription: text(value.shortDescription),
    image: { url: isRecord(value.image) ? imageUrlOf(value.image.url) : '' },
    url,
  };
}

function readTermRef(value: unknown): RelatedLink | null {
  if (!isRecord(value)) return null;
  const title = text(value.displayTitle) || text(value.title);
  const segment = text(value.uri);
  return title && segment ? { title, segment } : null;
}

function readRelated(value: unknown): RelatedLink | null {
  if (!isRecord(value)) return null;
  const title = text(value.displayTitle);
  const segment = text(value.url);
  return title && segment ? { title, segment } : null;
}

/**
 * The term page's content, or null without a landing that has a title and an HTML body
 * (specification §8's 'data structure error'). Malformed optional parts are dropped, not fatal.
 */
export function readTermData(data: unknown): TermContent | null {
  if (!isRecord(data)) return null;
  const landing = list(data.pageGlosarioLandings)[0];
  if (!isRecord(landing)) return null;
  const title = text(landing.displayTitle) || underscoresToSpaces(text(landing.title)).trim();
  const bodyHtml = isRecord(landing.body) ? text(landing.body.html) : '';
  if (!title || !bodyHtml) return null;
  const imageUrl = isRecord(landing.image) ? imageUrlOf(landing.image.url) : '';
  const otherTitle = text(landing.alternateTitle);
  const otherDisplay =
    text(landing.alternateDisplayTitle) || underscoresToSpaces(otherTitle).trim();
  const reviewed = text(landing.reviewed);
  return {
    title,
    segment: encodePathTerm(text(landing.title) || title),
    bodyHtml,
    imageUrl: imageUrl || null,
    aliases: aliasChips(landing),
    related: list(landing.relatedContents)
      .map(readRelated)
      .filter((r): r is RelatedLink => r !== null),
    seeAlso: list(landing.seeAlso)
      .map(readTermRef)
      .filter((r): r is RelatedLink => r !== null),
    cards: list(data.sharedContentEspacioBolsas)
      .map(readCard)
      .filter((c): c is SharedContentCard => c !== null),
    otherLanguage:
      otherTitle && otherDisplay
        ? { title: otherDisplay, segment: encodePathTerm(otherTitle) }
        : null,
    reviewed: isCalendarDay(reviewed) ? reviewed : null,
  };
}

/**
 * At most `MAX_SIDE_CARDS` distinct cards (by url), at random when there are more. Otherwise they
 * keep their order without `random`, so re-picking a loader's pick cannot break hydration.
 */
export function pickSideCards(
  cards: readonly SharedContentCard[] | null | undefined,
  random: () => number = Math.random,
): SharedContentCard[] {
  const all = list(cards);
  return pickSideCardPositions(all, random).map((at) => readCard(all[at]) as SharedContentCard);
}

/**
 * The same choice as positions in the answer's cards: a loader hands them to the server render and
 * the hydrating browser, so the cards need not travel in the router's hydration data as well.
 */
export function pickSideCardPositions(
  cards: unknown,
  random: () => number = Math.random,
): number[] {
  const seen = new Set<string>();
  const distinct: { at: number; url: string }[] = [];
  list(cards).forEach((value, at) => {
    const card = readCard(value);
    if (card && !seen.has(card.url)) {
      seen.add(card.url);
      distinct.push({ at, url: card.url });
    }
  });
  const picked =
    distinct.length <= MAX_SIDE_CARDS
      ? distinct
      : randomDistinct(distinct, MAX_SIDE_CARDS, (card) => card.url, random);
  return picked.map((card) => card.at);
}

/** The cards at the positions a loader picked, from the answer's list (missing ones left out). */
export function sideCardsAt(cards: unknown, positions: readonly number[]): unknown[] {
  const all = list(cards);
  return positions.filter((at) => at in all).map((at) => all[at]);
}

/**
 * A related link's href: the glossary route and the segment, decoded and encoded again so a stray
 * `/`, `?` or `#` cannot leave the route. Null when no term is left.
 */
export function relatedHref(lang: Lang, site: string, segment: string): string | null {
  const clean = cleanSegment(segment);
  return clean ? `${routePath('glossary', lang, site)}/${clean}` : null;
}

function cleanSegment(segment: string): string {
  const decoded = decodePathTerm(segment);
  return decoded.ok ? encodePathTerm(decoded.value) : encodeURIComponent(segment.trim());
}
