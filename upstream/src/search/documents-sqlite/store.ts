/**
 * The `DocumentStore` over an open database file: each condition of a query becomes a mask over a
 * dictionary (`conditions.ts`, `vocabulary.ts`), the plan selects documents column at a time
 * (`plan.ts`), the sorts order only the ranks a page spans (`sort.ts`), and SQLite returns the
 * page's documents. Column arrays, sort keys and inverted indexes are read or built on first use.
 */
import type Database from 'better-sqlite3';
import type { DocumentRecord } from '../../data/records.js';
import type { DocumentPage, DocumentQuery, DocumentStore } from '../documents.js';
import { matchesFilter, type ParsedGridRequest } from '../grid.js';
import { words } from '../text-match.js';
import {
  filterMask,
  parseRequest,
  sortColumnOf,
  textColumnOf,
  valueMask,
  type TrigramIndex,
} from './conditions.js';
import { readColumns, readDictionaries, type Dictionary } from './dictionary.js';
import { invertedIndex, selectDocuments, type Clause, type Postings, type Term } from './plan.js';
import {
  DATE_RANK_COLUMN,
  DAY_COLUMN,
  DESCRIPTION,
  DOC_FIELDS,
  FTS_TABLES,
  readMeta,
  type DocRow,
  type Lang,
  type TextColumn,
} from './schema.js';
import { countingSort, directedKey, pageOf, type DirectedKey } from './sort.js';
import { DescriptionWords } from './vocabulary.js';

export class SqliteDocumentStore implements DocumentStore {
  private readonly count: number;
  /** Distinct non-blank reception times: the rank of blank ones. */
  private readonly dateRanks: number;
  private readonly dictionaries: Map<string, Dictionary>;
  private readonly codes: Map<string, Int32Array>;
  private readonly sortKeys = new Map<string, DirectedKey>();
  private readonly permutations = new Map<string, Int32Array>();
  private readonly postings = new Map<string, Postings>();
  private all: Int32Array | undefined;
  private lowerKeyValues: string[] | undefined;
  private issuerCodeMap: Map<string, number[]> | undefined;
  private readonly descriptionWords: DescriptionWords;
  private readonly trigram: Record<Lang, TrigramIndex>;
  private readonly rowsByOrd: Database.Statement<[string], DocRow>;
  private readonly ordById: Database.Statement<[number], number>;

  /** `keyWords`: words of issuer keys (a typo never matches them); `scanLimit`: see `TrigramIndex`. */
  constructor(
    private readonly db: Database.Database,
    keyWords: ReadonlySet<string>,
    scanLimit: number,
  ) {
    db.pragma('cache_size = -65536');
    db.pragma('mmap_size = 1073741824');
    const meta = readMeta(db);
    this.count = Number(meta.get('documents'));
    this.dateRanks = Number(meta.get('date_ranks'));
    this.dictionaries = readDictionaries(db);
    this.codes = readColumns(db);
    this.rowsByOrd = db.prepare<[string], DocRow>(
      `SELECT ${DOC_FIELDS.join(', ')} FROM docs WHERE ord IN (SELECT value FROM json_each(?))`,
    );
    this.ordById = db.prepare<[number], number>('SELECT ord FROM docs WHERE id = ?').pluck();
    this.descriptionWords = new DescriptionWords(db, keyWords);
    const trigram = (lang: Lang): TrigramIndex => {
      const table = FTS_TABLES[lang].trigram;
      const match = db
        .prepare<[string], number>(`SELECT rowid FROM ${table} WHERE ${table} MATCH ?`)
        .pluck();
      return { match, scanLimit };
    };
    this.trigram = { es: trigram('es'), en: trigram('en') };
  }

  size(): number {
    return this.count;
  }

  close(): void {
    this.db.close();
  }

  get(id: number): DocumentRecord | null {
    const ord = this.ordById.get(id);
    return ord === undefined ? null : (this.fetch([ord])[0] ?? null);
  }

  search(query: DocumentQuery): DocumentPage {
    const request = parseRequest(query.grid);
    // As the reference store reads it: anything but Spanish reads the English description.
    const lang: Lang = query.lang === 'es' ? 'es' : 'en';
    const clauses: Clause[] = [];
    const restrict = (column: TextColumn, admits: (value: string) => boolean) => {
      clauses.push([this.term(column, valueMask(this.dictionary(column), admits))]);
    };
    if (query.issuerKeys) {
      const mask = new Uint8Array(this.dictionary('cve_empresa').values.length);
      for (const key of query.issuerKeys) {
        for (const code of this.issuerCodes().get(key.toUpperCase()) ?? []) mask[code] = 1;
      }
      clauses.push([this.term('cve_empresa', mask)]);
    }
    if (query.documentType) {
      const type = query.documentType;
      restrict('tipo_documento', (v) => v === type);
    }
    if (query.valueTypes) {
      const types = new Set(query.valueTypes);
      restrict('tipo_valor', (v) => types.has(v));
    }
    const queryWords = words(typeof query.text === 'string' ? query.text : '');
    // A text without a word (only symbols) asks for nothing, not for everything.
    if (query.text !== undefined && queryWords.length === 0) return { total: 0, rows: [] };
    queryWords.forEach((word, i) => {
      clauses.push(this.textClause(word, i === queryWords.length - 1, lang));
    });
    for (const f of request.filters) {
      if (f.kind === 'date') {
        const mask = valueMask(this.dictionary(DAY_COLUMN), (value) =>
          matchesFilter(value, f.filter),
        );
        clauses.push([this.term(DAY_COLUMN, mask)]);
      } else {
        const column = textColumnOf(f.field, lang);
        const trigram = column === DESCRIPTION[lang] ? this.trigram[lang] : null;
        clauses.push([this.term(column, filterMask(this.dictionary(column), f.filter, trigram))]);
      }
    }
    return this.page(clauses, request, lang);
  }

  private page(all: Clause[], request: ParsedGridRequest, lang: Lang): DocumentPage {
    const clauses = all.map((c) => c.filter((t) => t.rows > 0));
    if (clauses.some((c) => c.length === 0)) return { total: 0, rows: [] };
    const selected = selectDocuments(this.count, clauses);
    const total = selected ? selected.length : this.count;
    const { startRow: start, endRow: end } = request;
    const ords: number[] = [];
    if (start < total) {
      const keys = request.sorts.map((s) => this.sortKey(s.field, lang, s.desc));
      const [first] = request.sorts;
      const [key] = keys;
      if (first && key && keys.length === 1 && key.monotone === 0 && !selected) {
        // Every document, one key: a slice of the key's permutation.
        const perm = this.permutation(sortColumnOf(first.field, lang), first.desc, key);
        ords.push(...perm.subarray(start, Math.min(end, total)));
      } else {
        pageOf(selected ?? this.everyDocument(), keys, start, end, ords);
      }
    }
    return { total, rows: this.fetch(ords) };
  }

  private everyDocument(): Int32Array {
    return (this.all ??= Int32Array.from({ length: this.count }, (_, i) => i));
  }

  private fetch(ords: readonly number[]): DocumentRecord[] {
    if (ords.length === 0) return [];
    const byOrd = new Map(this.rowsByOrd.all(JSON.stringify(ords)).map((r) => [r.ord, r]));
    return ords.map((ord) => {
      const r = byOrd.get(ord);
      if (!r) throw new Error(`document ${ord} missing from the store`);
      return {
        id: r.id,
        cve_empresa: r.cve_empresa,
        id_empresa: r.id_empresa,
        id_emision: r.id_emision,
        serie: r.serie,
        tipo_valor: r.tipo_valor,
        tipo_documento: r.tipo_documento,
        tag_es: r.tag_es,
        tag_en: r.tag_en,
        descripcion_es: r.descripcion_es,
        descripcion_en: r.descripcion_en,
        fecha_recepcion: r.fecha_recepcion,
        documento_html:
          r.html_url === null ? null : { url_documento: r.html_url, formato: r.html_formato ?? '' },
        documento_binario:
          r.binario_url === null
            ? null
            : { url_documento: r.binario_url, formato: r.binario_formato ?? '' },
      };
    });
  }

  // --- conditions ---

  private dictionary(column: string): Dictionary {
    const dictionary = this.dictionaries.get(column);
    if (!dictionary) throw new Error(`document store has no dictionary ${column}`);
    return dictionary;
  }

  private term(column: string, mask: Uint8Array): Term {
    const { rows } = this.dictionary(column);
    let admitted = 0;
    for (let code = 0; code < mask.length; code++)
      if (mask[code] === 1) admitted += rows[code] ?? 0;
    const codes = this.codes.get(column);
    if (!codes) throw new Error(`document store has no column ${column}`);
    return { codes, mask, rows: admitted, postings: () => this.postingsOf(column, codes, rows) };
  }

  private postingsOf(column: string, codes: Int32Array, rows: Int32Array): Postings {
    let postings = this.postings.get(column);
    if (!postings) {
      postings = invertedIndex(codes, rows);
      this.postings.set(column, postings);
    }
    return postings;
  }

  /**
   * One word of the free text: a word of the description (exact, the last word as a prefix, its
   * plural or singular, `typoBudget` typos, never to an issuer key) or the issuer key.
   */
  private textClause(word: string, last: boolean, lang: Lang): Clause {
    const keys = this.lowerKeys();
    const keyMask = new Uint8Array(keys.length);
    keys.forEach((key, code) => {
      if (key === word || (last && key.startsWith(word))) keyMask[code] = 1;
    });
    const column = DESCRIPTION[lang];
    const descriptionMask = new Uint8Array(this.dictionary(column).values.length);
    this.descriptionWords.mark(word, last, lang, descriptionMask);
    return [this.term(column, descriptionMask), this.term('cve_empresa', keyMask)];
  }

  /** Issuer keys in lower case, by code: what free-text words compare. */
  private lowerKeys(): string[] {
    return (this.lowerKeyValues ??= this.dictionary('cve_empresa').values.map((v) =>
      v.toLowerCase(),
    ));
  }

  /** Codes of each issuer key in upper case (the restriction ignores case). */
  private issuerCodes(): Map<string, number[]> {
    if (!this.issuerCodeMap) {
      const map = new Map<string, number[]>();
      this.dictionary('cve_empresa').values.forEach((value, code) => {
        const key = value.toUpperCase();
        map.set(key, [...(map.get(key) ?? []), code]);
      });
      this.issuerCodeMap = map;
    }
    return this.issuerCodeMap;
  }

  // --- sorting ---

  private sortKey(field: string, lang: Lang, desc: boolean): DirectedKey {
    const name = sortColumnOf(field, lang);
    const cacheKey = `${name}:${desc ? 'desc' : 'asc'}`;
    let key = this.sortKeys.get(cacheKey);
    if (key) return key;
    if (name === DATE_RANK_COLUMN) {
      key = directedKey(
        this.codes.get(DATE_RANK_COLUMN) ?? new Int32Array(0),
        this.dateRanks,
        desc,
      );
    } else {
      const codes = this.codes.get(name) ?? new Int32Array(0);
      const { rank, ranks } = this.dictionary(name);
      const asc = new Int32Array(codes.length);
      for (let ord = 0; ord < codes.length; ord++) asc[ord] = rank[codes[ord] ?? 0] ?? 0;
      key = directedKey(asc, ranks, desc);
    }
    this.sortKeys.set(cacheKey, key);
    return key;
  }

  /** Documents ordered by a key, then by ord: a counting sort, kept for later queries. */
  private permutation(name: string, desc: boolean, key: DirectedKey): Int32Array {
    const cacheKey = `${name}:${desc ? 'desc' : 'asc'}`;
    let perm = this.permutations.get(cacheKey);
    if (!perm) {
      perm = countingSort(this.everyDocument(), key, 0, key.ranks - 1);
      this.permutations.set(cacheKey, perm);
    }
    return perm;
  }
}
