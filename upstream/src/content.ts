/**
 * Content service answers built from the bundled data (specification §7: glossary list and term
 * page; the footer's legal pages, decision 115).
 */
import { findMentions } from '#shared/glossary-links.js';
import { isLegalPage } from '#shared/legal.js';
import { encodePathTerm } from '#shared/path-term.js';
import { escapeHtml } from '#shared/html.js';
import { fold } from '#shared/text.js';
import { otherLang } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import type { GlossaryListData, GlossaryTermData, LegalPageData } from '#shared/types/content.js';
import type {
  GlossaryLanding,
  GlossaryTermRef,
  SharedContentCard,
} from '#shared/types/entities.js';
import type { Dataset } from './data/load.js';
import type { GlossaryConcept } from './data/records.js';

export const MEDIA_PATH = '/media';

export class ContentIndex {
  private readonly byKey = new Map<string, GlossaryConcept>();
  private readonly byTitle: Record<Lang, Map<string, GlossaryConcept>> = {
    es: new Map(),
    en: new Map(),
  };
  private readonly landings: Record<Lang, GlossaryLanding[]>;
  /** Every term of a language as a reference, and the terms each concept's body mentions. */
  private readonly refs: Record<Lang, GlossaryTermRef[]>;
  private readonly mentionsOf: Record<Lang, Map<string, GlossaryTermRef[]>> = {
    es: new Map(),
    en: new Map(),
  };

  constructor(private readonly data: Dataset) {
    for (const c of data.glossary) {
      this.byKey.set(c.key, c);
      this.byTitle.es.set(fold(c.es.title), c);
      this.byTitle.en.set(fold(c.en.title), c);
    }
    const refsOf = (lang: Lang) =>
      data.glossary.filter((c) => c[lang].title).map((c) => this.ref(c, lang));
    this.refs = { es: refsOf('es'), en: refsOf('en') };
    const sorted = (lang: Lang) =>
      [...data.glossary]
        .sort((a, b) => a[lang].title.localeCompare(b[lang].title, lang))
        .map((c) => this.landing(c, lang));
    this.landings = { es: sorted('es'), en: sorted('en') };
  }

  private ref(concept: GlossaryConcept, lang: Lang): GlossaryTermRef {
    const { title, displayTitle } = concept[lang];
    return { title, displayTitle, uri: encodePathTerm(title) };
  }

  /** The other terms a concept's body mentions, found once per concept and language. */
  private mentions(concept: GlossaryConcept, lang: Lang): GlossaryTermRef[] {
    let found = this.mentionsOf[lang].get(concept.key);
    if (!found) {
      const own = fold(concept[lang].title);
      const others = this.refs[lang].filter((r) => fold(r.title) !== own);
      found = findMentions(concept[lang].body, others);
      this.mentionsOf[lang].set(concept.key, found);
    }
    return found;
  }

  /** The landing of a concept in a language, with links to its related concepts. */
  landing(concept: GlossaryConcept, lang: Lang): GlossaryLanding {
    const entry = concept[lang];
    const term = encodePathTerm(entry.title);
    const related = concept.related
      .map((key) => this.byKey.get(key))
      .filter((c): c is GlossaryConcept => c !== undefined)
      .map((c) => ({ displayTitle: c[lang].displayTitle, url: encodePathTerm(c[lang].title) }));
    return {
      id: `${concept.key}-${lang}`,
      conceptKey: concept.key,
      displayTitle: entry.displayTitle,
      title: entry.title,
      shortDescription: entry.shortDescription,
      body: { html: entry.body },
      alias: entry.alias,
      ...(entry.aliasLang ? { aliasLang: entry.aliasLang } : {}),
      image: { url: `${MEDIA_PATH}/${concept.image}` },
      keywords: entry.keywords,
      uri: term,
      url: term,
      // Relative links resolve against the term page's own path (…/glosario/<term>).
      relatedContent: related.map((r) => ({
        html: `<a href="${r.url}">${escapeHtml(r.displayTitle)}</a>`,
      })),
      relatedContents: related,
      alternateTitle: concept[otherLang(lang)].title,
      alternateDisplayTitle: concept[otherLang(lang)].displayTitle,
      reviewed: entry.reviewed,
      // Related concepts with an entry in this language (a concept may lack one in real data).
      seeAlso: concept.related
        .map((key) => this.byKey.get(key))
        .filter((c): c is GlossaryConcept => c !== undefined && c[lang].title !== '')
        .map((c) => this.ref(c, lang)),
    };
  }

  glossaryList(lang: Lang): GlossaryListData {
    const home = this.data.glossaryHome[lang];
    return {
      page: { displayTitle: home.displayTitle, body: { html: home.body.html } },
      pageGlosarioLandings: this.landings[lang],
    };
  }

  /**
   * The landing whose title matches `term` (spaces, any case or accents), with every card; null if
   * none.
   */
  glossaryTerm(lang: Lang, term: string): GlossaryTermData | null {
    const concept = this.byTitle[lang].get(fold(term.replace(/_/g, ' ')));
    if (!concept) return null;
    // Mentions only on a term's own page (the list never shows bodies), found on its first visit.
    return {
      pageGlosarioLandings: [
        { ...this.landing(concept, lang), mentions: this.mentions(concept, lang) },
      ],
      sharedContentEspacioBolsas: this.cards(lang),
    };
  }

  /** A legal page of the footer (decision 115), its placeholders left for the site to fill. */
  legalPage(lang: Lang, key: string): LegalPageData | null {
    if (!isLegalPage(key)) return null;
    const { displayTitle, shortDescription, body } = this.data.legal[key][lang];
    return { page: { displayTitle, shortDescription, body: { html: body.html } } };
  }

  cards(lang: Lang): SharedContentCard[] {
    return this.data.cards[lang].map((c) => ({
      displayTitle: c.displayTitle,
      shortDescription: c.shortDescription,
      image: { url: `${MEDIA_PATH}/${c.image}` },
      url: c.url,
    }));
  }
}
