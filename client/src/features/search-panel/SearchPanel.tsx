/**
 * The slide-in search panel (specification §2 "Slide-in search panel", sections 4, 5 and 8): a
 * native modal `<dialog>` (decision 080) holding a WAI-ARIA combobox over the grouped results.
 */
import { useCallback, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { SEARCH_TERM_MAX_LENGTH, TAB_INSTRUMENTS } from '#shared/constants.js';
import { searchPageUrl } from '#shared/links.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import { ClearIcon, CloseIcon, HelpIcon } from './icons.js';
import { panelGroups } from './panel-groups.js';
import { PanelAnnouncement } from './PanelAnnouncement.js';
import { PanelResults } from './PanelResults.js';
import { PanelStatus } from './PanelStatus.js';
import { useRecentSearches } from '../../search/recent-searches.js';
import { RecentSearches, recentOptionId } from './RecentSearches.js';
import styles from './SearchPanel.module.css';
import { SearchTips } from './SearchTips.js';
import { useActiveOption } from './use-active-option.js';
import { useAnswerScoped } from './use-answer-scoped.js';
import { useCloseOnNavigation } from './use-close-on-navigation.js';
import { usePanelDialog } from './use-panel-dialog.js';
import { usePanelSearch } from './use-panel-search.js';
import { useRecordWhenFound } from './use-record-when-found.js';
import { DidYouMean } from '../../search/DidYouMean.js';

export { BODY_CLASS } from './use-panel-dialog.js';

export interface SearchPanelProps {
  /** The id the header's search controls name in `aria-controls`. */
  id: string;
  lang: Lang;
  /** The header control that opened the panel: focus returns to it on Esc and on close. */
  opener: HTMLElement | null;
  onClose: () => void;
}

export function SearchPanel({ id, lang, opener, onClose }: SearchPanelProps) {
  const intl = useIntl();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const search = usePanelSearch(lang);
  const recent = useRecentSearches();
  const { state, query } = search;
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listboxId = `${baseId}results`;
  const tipsId = `${baseId}tips`;
  const [tipsOpen, setTipsOpen] = useState(false);
  const answerKey = `${query}|${state.kind}`;
  // What the live region says after an action on this answer (a recent search removed, the list
  // cleared, Enter with nothing to open); a new answer speaks for itself.
  const [notice, setNotice] = useAnswerScoped<string>(answerKey);

  // Built once per answer (the answer object is stable), not on every keystroke.
  const result = state.kind === 'success' ? state.result : null;
  const groups = useMemo(
    () => (result ? panelGroups(result, query, lang, config) : []),
    [result, query, lang, config],
  );
  const rowCount = groups.reduce((n, g) => n + g.rows.length, 0);
  const loading = state.kind === 'loading';
  // Only an empty panel lists them: once text is typed, its results are on their way.
  const showRecent =
    state.kind === 'empty' && search.text.trim() === '' && recent.searches.length > 0;
  const expanded = groups.length > 0 || showRecent;
  const { record } = recent;
  const recordQuery = useCallback(() => {
    record(query);
  }, [record, query]);
  const commit = useRecordWhenFound(query, state.kind, record);
  const { dialogRef, inputRef, close } = usePanelDialog({ id, opener, onClose, loading });
  useCloseOnNavigation(close);
  const { activeId, setActive, move } = useActiveOption(listboxId, answerKey);

  const onInputKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!expanded) return;
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if ((event.key === 'Home' || event.key === 'End') && activeId) {
      // WAI-ARIA combobox: Home and End return to the text (the caret moves as usual).
      setActive(null);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const typed = search.text.trim();
      if (activeId) {
        document.getElementById(activeId)?.click();
        return;
      }
      if (typed && typed !== query) {
        commit(typed);
        search.flush();
      } else if (state.kind === 'success') {
        recent.record(query);
        void navigate(searchPageUrl(lang, query, TAB_INSTRUMENTS, config));
        close(false);
      } else if (state.kind === 'noResults') {
        // Nothing to open: the live region says so, and focus stays in the box to change it.
        setNotice(intl.formatMessage({ id: 'searchPanel.noResults.enter' }, { text: query }));
      }
    }
  };

  return (
    <dialog
      ref={dialogRef}
      id={id}
      aria-label={intl.formatMessage({ id: 'searchPanel.dialog' })}
      aria-busy={loading}
      className={styles.panel}
      onCancel={(event) => {
        event.preventDefault();
        close(true);
      }}
      onPointerUp={(event) => {
        // A press on the backdrop reaches the dialog itself, left of its box. On release: focus
        // returns to the opener after the press has moved it.
        if (event.clientX < event.currentTarget.getBoundingClientRect().left) close(true);
      }}
    >
      <div className={styles.bar}>
        <div className={styles.field}>
          <label htmlFor={inputId} className="visually-hidden">
            {intl.formatMessage({ id: 'searchPanel.input' })}
          </label>
          <input
            ref={inputRef}
            id={inputId}
            type="text"
            role="combobox"
            className={styles.input}
            value={search.text}
            placeholder={intl.formatMessage({ id: 'searchPanel.placeholder' })}
            maxLength={SEARCH_TERM_MAX_LENGTH}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            disabled={loading}
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={activeId ?? undefined}
            onChange={(event) => {
              setNotice('');
              search.change(event.target.value);
            }}
            onKeyDown={onInputKeyDown}
          />
          {search.text !== '' && (
            <button
              type="button"
              className={styles.clear}
              aria-label={intl.formatMessage({ id: 'searchPanel.clear' })}
              onClick={() => {
                search.clear();
                inputRef.current?.focus();
              }}
            >
              <ClearIcon />
            </button>
          )}
        </div>
        <button
          type="button"
          className={`icon-button ${styles.iconButton}`}
          aria-label={intl.formatMessage({ id: 'searchPanel.help' })}
          aria-expanded={tipsOpen}
          aria-controls={tipsId}
          onClick={() => {
            setTipsOpen((open) => !open);
          }}
        >
          <HelpIcon />
        </button>
        <button
          type="button"
          className={`icon-button ${styles.iconButton}`}
          aria-label={intl.formatMessage({ id: 'searchPanel.close' })}
          onClick={() => {
            close(true);
          }}
        >
          <CloseIcon />
        </button>
      </div>

      <div className={styles.body}>
        {tipsOpen && <SearchTips id={tipsId} lang={lang} />}
        <PanelStatus state={state} />
        {state.kind === 'noResults' && state.suggestion !== null && (
          <div className={styles.suggestion}>
            <DidYouMean
              lang={lang}
              suggestion={state.suggestion}
              live={false}
              onFollow={(text) => {
                search.run(text);
                inputRef.current?.focus();
              }}
            />
          </div>
        )}
        {showRecent && (
          <RecentSearches
            id={listboxId}
            searches={recent.searches}
            activeId={activeId}
            onPick={(text) => {
              commit(text);
              search.run(text);
            }}
            onRemove={(text, at) => {
              recent.remove(text);
              setNotice(intl.formatMessage({ id: 'searchPanel.recent.removed' }, { text }));
              // The option at the same place (the next search) becomes active, else the last.
              const left = recent.searches.length - 1;
              setActive(left > 0 ? recentOptionId(listboxId, Math.min(at, left - 1)) : null);
            }}
            onClear={() => {
              recent.clear();
              setNotice(intl.formatMessage({ id: 'searchPanel.recent.cleared' }));
              setActive(null);
            }}
          />
        )}
        {groups.length > 0 && (
          <PanelResults
            id={listboxId}
            label={intl.formatMessage({ id: 'searchPanel.results' })}
            groups={groups}
            query={query}
            activeId={activeId}
            onFollow={recordQuery}
          />
        )}
      </div>

      <PanelAnnouncement notice={notice ?? ''} state={state} rowCount={rowCount} lang={lang} />
    </dialog>
  );
}
