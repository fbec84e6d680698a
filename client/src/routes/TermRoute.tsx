/** Term route: one landing from the content service into the term view. */
import { useLoaderData } from 'react-router-dom';
import type { Lang } from '#shared/types/common.js';
import { errorMessages } from '../api/base-query.js';
import { useGetGlossaryTermQuery } from '../features/glossary-term/api.js';
import { sideCardsAt } from '../features/glossary-term/term-data.js';
import { TermView } from '../features/glossary-term/TermView.js';

// The route module brings its loader's query with it, as a React Router route module does.
export { loadTermAnswer } from '../features/glossary-term/load.js';

export interface TermLoaderData {
  term: string;
  title: string | null;
  description: string | null;
  /** The day the definition was last reviewed (`YYYY-MM-DD`), the JSON-LD's `dateModified`. */
  reviewed?: string | null;
  /** The term's image, which the head preloads (the same URL as the page's `<img>`). */
  image: string | null;
  /**
   * The same image as a `data:` URL when the server inlined it (decision 126): the page's `<img>`
   * draws it without a second request, and the head preloads nothing.
   */
  inlinedImage: string | null;
  /**
   * The side cards, picked once by the loader so server and browser render the same ones: their
   * positions in the answer's `sharedContentEspacioBolsas`, which both read from their store.
   */
  sideCards: number[];
}

export function TermRoute({ lang }: { lang: Lang }) {
  const loaded = useLoaderData<TermLoaderData>();
  const query = useGetGlossaryTermQuery({ lang, term: loaded.term });
  if (query.isLoading) return <TermView lang={lang} status="loading" />;
  const answer = query.data;
  if (query.error || !answer?.status) {
    const messages = query.error ? errorMessages(query.error) : (answer?.messages ?? []);
    return <TermView lang={lang} status="error" messages={messages} />;
  }
  // A successful answer with a wrong shape is the view's 'data structure error'.
  const received = answer.response.data as unknown;
  const data =
    typeof received === 'object' && received !== null
      ? {
          ...received,
          sharedContentEspacioBolsas: sideCardsAt(
            (received as { sharedContentEspacioBolsas?: unknown }).sharedContentEspacioBolsas,
            loaded.sideCards,
          ),
        }
      : received;
  return (
    <TermView
      lang={lang}
      status="success"
      data={data as never}
      imageSrc={loaded.inlinedImage ?? undefined}
    />
  );
}
