/**
 * The index search: the panel's indices group and the results page's indicators tab, with the
 * index values as of the last market close.
 */
import type { Lang } from '#shared/types/common.js';
import type { IndexHit } from '#shared/types/entities.js';
import type { IndicatorsSearchResponse } from '#shared/types/search.js';
import { indexMergeRows } from '../../data/generate.js';
import type { IndexRecord } from '../../data/records.js';
import { Corpus, type Ranked } from '../catalog.js';
import type { SearchInput } from '../input.js';
import type { SearchLanguage } from '../language.js';
import { corpusOptions, perLang, withSynonyms } from './corpora.js';
import { hits, LIST_LIMIT } from './hits.js';

export class IndexSearch {
  private readonly corpus: Record<Lang, Corpus<IndexRecord>>;
  private readonly indexRows: ReturnType<typeof indexMergeRows>;

  /** `asOf`: the market close the index values are of. */
  constructor(indices: readonly IndexRecord[], language: SearchLanguage, asOf: string) {
    this.corpus = perLang(
      (lang) =>
        new Corpus<IndexRecord>(
          indices,
          (r) => [
            { kind: 'key', text: r.nombre_corto },
            ...withSynonyms(language, lang, {
              kind: 'title',
              name: 'nombre_largo',
              text: r.nombre_largo,
            }),
            { kind: 'body', text: r.grupo },
          ],
          corpusOptions(language, lang),
        ),
    );
    this.indexRows = indexMergeRows(indices, asOf);
  }

  find(text: string, lang: Lang): Ranked<IndexRecord>[] {
    return this.corpus[lang].search(text);
  }

  /** The first `limit` indices found, with their values. */
  indicators(found: readonly Ranked<IndexRecord>[], limit: number) {
    const shown = found.slice(0, limit);
    const rows: Ranked<IndexHit>[] = shown.map((r) => ({
      ...r,
      record: {
        id_indice: r.record.id_indice,
        idgrupo: r.record.idgrupo,
        nombre_corto: r.record.nombre_corto,
        nombre_largo: r.record.nombre_largo,
        grupo: r.record.grupo,
        valor_indice: null,
        valor_indice_anterior: null,
        variacion_puntos: null,
        variacion_porcentaje: null,
        fecha_creacion: null,
      },
    }));
    const ids = new Set(shown.map((r) => r.record.id_indice));
    return {
      indices: hits(rows, found.length),
      indicadores: { hits: this.indexRows.filter((m) => ids.has(m.ID_INDICE)) },
    };
  }

  answer(input: SearchInput): IndicatorsSearchResponse {
    return { indicadores: this.indicators(this.find(input.termT, input.lang), LIST_LIMIT) };
  }
}
