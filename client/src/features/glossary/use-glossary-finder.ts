/**
 * State of the glossary finder (specification §§2 and 4): the current letter, the search text, the
 * simulated letter delay and the two-step text debounce, kept in step with the URL query.
 */
import { useEffect, useEffectEvent, useMemo, useState, type RefObject } from 'react';
import { NavigationType, useNavigationType, useSearchParams } from 'react-router-dom';
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
  /** The query of a letter's link (the text cleared, other parameters kept). */
  letterSearch: (letter: Letter) => string;
  changeText: (text: string) => void;
  /** Applies the typed text at once (the search form's submit), without the debounce. */
  applyText: () => void;
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
  const navigationType = useNavigationType();
  const url = readFinderParams(searchParams, lang);

  const [letter, setLetter] = useState(url.letter);
  const [input, setInput] = useState(url.text);
  const [applied, setApplied] = useState(url.text);
  const [pending, setPending] = useState<Pending | null>(null);
  // The second step of the text debounce: the spinner replaces the old results.
  const [searching, setSearching] = useState(false);
  const [scrollRequest, setScrollRequest] = useState(0);

  // The finder writes the text into the URL itself; a URL that changes to something else (a letter
  // link, back and forward buttons) wins over the local state. A letter link, not a step back or
  // forward, loads its letter (the simulated delay, then the scroll to the bar).
  const [seen, setSeen] = useState(url);
  if (url.letter !== seen.letter || url.text !== seen.text) {
    setSeen(url);
    if (url.letter !== letter || url.text !== applied) {
      setLetter(url.letter);
      setApplied(url.text);
      setInput(url.text);
      setSearching(false);
      const chosen = navigationType !== NavigationType.Pop && !hasSearchText(url.text);
      setPending(chosen ? { kind: 'letter' } : null);
    }
  }

  // Typing replaces the history entry: only letters (links) are steps to go back to.
  const writeUrl = (next: URLSearchParams) => {
    if (next.toString() === searchParams.toString()) return;
    // The page itself scrolls (to the bar) where needed; the router must not reset it.
    setSearchParams(next, { replace: true, preventScrollReset: true });
  };

  const letterSearch = (next: Letter) =>
    `?${withFinderParams(searchParams, lang, { letter: next, text: '' }).toString()}`;

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
    writeUrl(withFinderParams(searchParams, lang, { text: '' }));
  };

  const showLetter = useEffectEvent(() => {
    setPending(null);
    setScrollRequest((n) => n + 1);
  });

  const commitText = (text: string) => {
    setApplied(text);
    setPending(null);
    setSearching(false);
    writeUrl(withFinderParams(searchParams, lang, { text }));
  };
  const applyText = useEffectEvent(commitText);

  useEffect(() => {
    if (pending === null) return undefined;
    const timers: ReturnType<typeof setTimeout>[] = [];
    if (pending.kind === 'letter') {
      timers.push(setTimeout(showLetter, LETTER_FILTER_DELAY_MS));
    } else {
      // The second wait starts from the first one's timer, not from a later render, so the filter
      // runs exactly the two debounces after the last keystroke (specification §4).
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
    letterSearch,
    changeText,
    applyText: () => {
      if (hasSearchText(input)) commitText(input);
    },
  };
}
