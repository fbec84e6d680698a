/**
 * State of the glossary finder (SPEC sections 2 and 4): the current letter, the search text, the
 * simulated letter delay and the two-step text debounce, kept in step with the URL query.
 */
import { useEffect, useEffectEvent, useMemo, useState, type RefObject } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  GLOSSARY_DEBOUNCE_MS,
  GLOSSARY_SECOND_DEBOUNCE_MS,
  LETTER_FILTER_DELAY_MS,
  type Letter,
} from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import { filterByLetter, filterByText, hasSearchText, type GlossaryTerm } from './filter.js';
import { readFinderParams, withFinderParams, type FinderParams } from './finder-params.js';
import { scrollBehavior } from './scroll.js';

/** What the finder is waiting for: the simulated letter load or the text debounce. */
type Pending = { kind: 'letter' } | { kind: 'text'; text: string };

export interface GlossaryFinder<T extends GlossaryTerm> {
  letter: Letter;
  /** The text in the search box, which may not be applied yet. */
  input: string;
  /** The spinner shows instead of results. */
  busy: boolean;
  /** The results need the whole list, which has not arrived. */
  missing: boolean;
  results: readonly T[];
  selectLetter: (letter: Letter) => void;
  changeText: (text: string) => void;
}

export function useGlossaryFinder<T extends GlossaryTerm>({
  lang,
  terms,
  partial = null,
  onNeedList,
  scrollTargetRef,
}: {
  lang: Lang;
  terms: readonly T[];
  /** When `terms` are only the cards of this letter or text (a page's first view). */
  partial?: FinderParams | null;
  /** Asks for the whole list, once the visitor moves away from `partial`. */
  onNeedList?: () => void;
  /** Scrolled into view once a letter's terms are shown. */
  scrollTargetRef: RefObject<HTMLElement | null>;
}): GlossaryFinder<T> {
  const [searchParams, setSearchParams] = useSearchParams();
  const url = readFinderParams(searchParams, lang);

  const [letter, setLetter] = useState(url.letter);
  const [input, setInput] = useState(url.text);
  const [applied, setApplied] = useState(url.text);
  const [pending, setPending] = useState<Pending | null>(null);
  // The second step of the text debounce: the spinner replaces the old results.
  const [searching, setSearching] = useState(false);
  const [scrollRequest, setScrollRequest] = useState(0);

  // The finder writes the URL itself; a URL that changes to something else (back and forward
  // buttons, a link) wins over the local state.
  const [seen, setSeen] = useState(url);
  if (url.letter !== seen.letter || url.text !== seen.text) {
    setSeen(url);
    if (url.letter !== letter || url.text !== applied) {
      setLetter(url.letter);
      setApplied(url.text);
      setInput(url.text);
      setPending(null);
      setSearching(false);
    }
  }

  const writeUrl = (next: URLSearchParams, replace: boolean) => {
    if (next.toString() === searchParams.toString()) return;
    // The page itself scrolls (to the bar) where needed; the router must not reset it.
    setSearchParams(next, { replace, preventScrollReset: true });
  };

  const selectLetter = (next: Letter) => {
    setLetter(next);
    setInput('');
    setApplied('');
    setPending({ kind: 'letter' });
    setSearching(false);
    // A letter is a step the visitor may go back to; typing only replaces the entry.
    writeUrl(withFinderParams(searchParams, lang, { letter: next, text: '' }), false);
  };

  const changeText = (text: string) => {
    setInput(text);
    setSearching(false);
    if (hasSearchText(text)) {
      setPending({ kind: 'text', text });
      return;
    }
    // Clearing the text returns to the current letter at once: there is nothing to wait for.
    setApplied('');
    setPending(null);
    writeUrl(withFinderParams(searchParams, lang, { text: '' }), true);
  };

  const showLetter = useEffectEvent(() => {
    setPending(null);
    setScrollRequest((n) => n + 1);
  });

  const applyText = useEffectEvent((text: string) => {
    setApplied(text);
    setPending(null);
    setSearching(false);
    writeUrl(withFinderParams(searchParams, lang, { text }), true);
  });

  useEffect(() => {
    if (pending === null) return undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (pending.kind === 'letter') {
      timers.push(setTimeout(showLetter, LETTER_FILTER_DELAY_MS));
    } else {
      // The second wait starts from the first one's timer, not from a later render, so the filter
      // runs exactly the two debounces after the last keystroke (SPEC section 4).
      timers.push(
        setTimeout(() => {
          setSearching(true);
          timers.push(
            setTimeout(() => {
              applyText(pending.text);
            }, GLOSSARY_SECOND_DEBOUNCE_MS),
          );
        }, GLOSSARY_DEBOUNCE_MS),
      );
    }
    return () => {
      timers.forEach(clearTimeout);
    };
  }, [pending]);

  useEffect(() => {
    if (scrollRequest === 0) return;
    scrollTargetRef.current?.scrollIntoView({ behavior: scrollBehavior(), block: 'start' });
  }, [scrollRequest, scrollTargetRef]);

  // Partial terms hold the results of their own letter or text only; any step away (a letter, a
  // keystroke, a URL) asks for the whole list, and its results wait for it.
  const missing =
    partial !== null &&
    (hasSearchText(applied)
      ? applied !== partial.text
      : letter !== partial.letter || hasSearchText(partial.text));
  const needList = useEffectEvent(() => onNeedList?.());
  const wantsList = partial !== null && (missing || pending !== null);
  useEffect(() => {
    if (wantsList) needList();
  }, [wantsList]);

  // The list comes in the language's order (the endpoint sorts it as the answer arrives).
  const results = useMemo(
    () => (hasSearchText(applied) ? filterByText(terms, applied) : filterByLetter(terms, letter)),
    [terms, applied, letter],
  );

  return {
    letter,
    input,
    busy: pending?.kind === 'letter' || searching || missing,
    missing,
    results,
    selectLetter,
    changeText,
  };
}
