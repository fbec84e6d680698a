/**
 * The panel's search state, with the spec's 800 ms debounce (specification §4). The answer is read
 * from `currentData` only, so an older search never shows once a newer one has started.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect, useState } from 'react';
import { PANEL_DEBOUNCE_MS } from '#shared/constants.js';
import type { PanelResult } from '#shared/search/read.js';
import type { Lang } from '#shared/types/common.js';
import { errorMessages } from '../../api/base-query.js';
import { useSearchPanelQuery } from '../../search/api.js';

export type PanelState =
  | { kind: 'empty' }
  | { kind: 'loading' }
  /** `messages` is the error's detail; `structure` marks an answer of the wrong shape. */
  | { kind: 'error'; messages: string[]; structure: boolean }
  /** `suggestion`: the service's "did you mean", if any. */
  | { kind: 'noResults'; suggestion: string | null }
  | { kind: 'success'; result: PanelResult };

/** Whether an answer has no row to show in any group. */
export function isEmptyResult(result: PanelResult): boolean {
  return (
    result.definition === null &&
    result.instruments.length === 0 &&
    result.documents.rows.length === 0 &&
    result.indices.length === 0 &&
    result.sections.length === 0 &&
    result.prefixes.length === 0
  );
}

export function usePanelSearch(lang: Lang) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const trimmed = text.trim();
    if (!trimmed) return;
    const timer = setTimeout(() => {
      setQuery(trimmed);
    }, PANEL_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [text]);

  const answer = useSearchPanelQuery(query ? { lang, text: query } : skipToken);

  let state: PanelState;
  if (!query) state = { kind: 'empty' };
  else if (answer.currentData === null) state = { kind: 'error', messages: [], structure: true };
  else if (answer.currentData !== undefined)
    state = isEmptyResult(answer.currentData)
      ? { kind: 'noResults', suggestion: answer.currentData.suggestion }
      : { kind: 'success', result: answer.currentData };
  else if (answer.isError)
    state = { kind: 'error', messages: errorMessages(answer.error), structure: false };
  else state = { kind: 'loading' };

  return {
    text,
    /** The query whose answer `state` describes ('' in the null state). */
    query,
    state,
    /** A keystroke: an empty (or blank) text returns to the null state at once. */
    change(value: string) {
      setText(value);
      if (!value.trim()) setQuery('');
    },
    /** Types `value` and searches it now ("did you mean" followed in the panel). */
    run(value: string) {
      setText(value);
      setQuery(value.trim());
    },
    /** Searches the text now, without waiting for the debounce (Enter while typing). */
    flush() {
      setQuery(text.trim());
    },
    clear() {
      setText('');
      setQuery('');
    },
  };
}
