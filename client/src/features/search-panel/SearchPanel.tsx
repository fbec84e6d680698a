/**
 * The slide-in search panel (SPEC section 2 "Slide-in search panel", sections 4, 5 and 8): a native
 * modal `<dialog>` (decision 080) holding a WAI-ARIA combobox over the grouped results.
 */
import { formatCount } from '#shared/number-locale.js';
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
} from 'react';
import { useIntl } from 'react-intl';
import { NavigationType, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { SEARCH_TERM_MAX_LENGTH, TAB_INSTRUMENTS } from '#shared/constants.js';
import { searchPageUrl } from '#shared/links.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import { Spinner } from '../../ui/Spinner.js';
import { ClearIcon, CloseIcon, ErrorIcon, HelpIcon } from './icons.js';
import { panelGroups } from './panel-groups.js';
import { PanelResults } from './PanelResults.js';
import { useRecentSearches } from '../../search/recent-searches.js';
import { RecentSearches, recentOptionId } from './RecentSearches.js';
import styles from './SearchPanel.module.css';
import { SearchTips } from './SearchTips.js';
import { usePanelSearch, type PanelState } from './use-panel-search.js';
import { DidYouMean } from '../../search/DidYouMean.js';

export interface SearchPanelProps {
  /** The id the header's search controls name in `aria-controls`. */
  id: string;
  lang: Lang;
  /** The header control that opened the panel: focus returns to it on Esc and on close. */
  opener: HTMLElement | null;
  onClose: () => void;
}

/** The class the page body carries while the panel is shown (SPEC section 2). */
export const BODY_CLASS = 'search';

const SKELETON_ROWS = 4;

const FOCUSABLE =
  'input:not([disabled]), button:not([disabled]):not([tabindex="-1"]), a[href]:not([tabindex="-1"]), [tabindex="0"]';

/**
 * Where focus goes back on close: the opener when it is still in the page, else the first visible
 * control of the panel (the search box from 768 px, the icon below).
 */
function controlToRefocus(opener: HTMLElement | null, panelId: string): HTMLElement | null {
  if (opener?.isConnected) return opener;
  const controls = Array.from(document.querySelectorAll<HTMLElement>('[aria-controls]')).filter(
    (c) => c.getAttribute('aria-controls') === panelId,
  );
  return controls.find((c) => c.getClientRects().length > 0) ?? controls[0] ?? null;
}

export function SearchPanel({ id, lang, opener, onClose }: SearchPanelProps) {
  const intl = useIntl();
  const config = useSiteConfig();
  const navigate = useNavigate();
  const location = useLocation();
  const search = usePanelSearch(lang);
  const recent = useRecentSearches();
  const { state, query } = search;
  const baseId = useId();
  const inputId = `${baseId}input`;
  const listboxId = `${baseId}results`;
  const tipsId = `${baseId}tips`;
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [tipsOpen, setTipsOpen] = useState(false);
  // The active option belongs to one answer: a new answer starts with none.
  const answerKey = `${query}|${state.kind}`;
  const [active, setActive] = useState<{ answer: string; id: string } | null>(null);
  const activeId = active?.answer === answerKey ? active.id : null;
  // What the live region says after an action on this answer (a recent search removed, the list
  // cleared, Enter with nothing to open); a new answer speaks for itself.
  const [notice, setNoticeOf] = useState<{ answer: string; text: string } | null>(null);
  const noticeText = notice?.answer === answerKey ? notice.text : '';
  const setNotice = (text: string) => {
    setNoticeOf({ answer: answerKey, text });
  };

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
  // A search the visitor committed (Enter, a recent search) becomes a recent search only once its
  // answer has found something: a search that finds nothing is not worth repeating.
  const committed = useRef<string | null>(null);
  const commit = (text: string) => {
    committed.current = text;
  };
  useEffect(() => {
    if (committed.current !== query) return;
    if (state.kind === 'success') record(query);
    if (state.kind !== 'loading') committed.current = null;
  }, [state.kind, query, record]);

  const close = useCallback(
    (restoreFocus: boolean) => {
      // Closed first: the opener is inert while the modal dialog is open.
      dialogRef.current?.close();
      onClose();
      if (restoreFocus) controlToRefocus(opener, id)?.focus();
    },
    [onClose, opener, id],
  );

  // The body's class stops the page behind the panel from scrolling (SearchPanel.module.css).
  useEffect(() => {
    document.body.classList.add(BODY_CLASS);
    return () => {
      document.body.classList.remove(BODY_CLASS);
    };
  }, []);

  // Shown as a modal, then autofocus (the effect runs once the lazily loaded panel is in the page).
  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog && !dialog.open) dialog.showModal();
    inputRef.current?.focus();
  }, []);

  // While loading the input is disabled: focus waits on the dialog, then returns to the input.
  const wasLoading = useRef(false);
  useEffect(() => {
    if (loading) dialogRef.current?.focus();
    else if (wasLoading.current) inputRef.current?.focus();
    wasLoading.current = loading;
  }, [loading]);

  // Tab and Shift+Tab cycle through the dialog's controls; a modal dialog alone lets focus out to
  // the browser's toolbar.
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = Array.from(dialog.querySelectorAll<HTMLElement>(FOCUSABLE));
      const first = items[0];
      const last = items[items.length - 1];
      const current = document.activeElement;
      if (!first || !last) event.preventDefault();
      else if (event.shiftKey && (current === first || current === dialog)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && current === last) {
        event.preventDefault();
        first.focus();
      }
    };
    dialog.addEventListener('keydown', onKeyDown);
    return () => {
      dialog.removeEventListener('keydown', onKeyDown);
    };
  }, []);

  // The visitor's navigations (a result, 'view more', the back button) close the panel; the page
  // rewriting its own URL in place (the glossary finder's text, a grid's view) does not.
  const navigationType = useNavigationType();
  const openedAt = useRef(location.key);
  useEffect(() => {
    if (location.key === openedAt.current) return;
    if (navigationType === NavigationType.Replace) openedAt.current = location.key;
    else close(false);
  }, [location.key, navigationType, close]);

  // Focus stays in the input, so the browser does not scroll the active option into view itself.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const options = () =>
    Array.from(
      document.getElementById(listboxId)?.querySelectorAll<HTMLElement>('[role="option"]') ?? [],
    );

  const move = (step: 1 | -1) => {
    const all = options();
    if (all.length === 0) return;
    const at = all.findIndex((o) => o.id === activeId);
    const next =
      at === -1 ? (step === 1 ? 0 : all.length - 1) : (at + step + all.length) % all.length;
    const target = all[next];
    if (target) setActive({ answer: answerKey, id: target.id });
  };

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
          className={styles.iconButton}
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
          className={styles.iconButton}
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
        <StateView state={state} />
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
              setActive(
                left > 0
                  ? { answer: answerKey, id: recentOptionId(listboxId, Math.min(at, left - 1)) }
                  : null,
              );
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

      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {noticeText !== ''
          ? noticeText
          : state.kind === 'success'
            ? intl.formatMessage(
                { id: 'searchPanel.count' },
                { count: rowCount, shown: formatCount(rowCount, lang) },
              )
            : state.kind === 'noResults'
              ? [
                  intl.formatMessage({ id: 'search.noResults' }),
                  state.suggestion === null
                    ? ''
                    : intl.formatMessage(
                        { id: 'search.didYouMean' },
                        { suggestion: state.suggestion },
                      ),
                ]
                  .filter(Boolean)
                  .join('. ')
              : ''}
      </div>
    </dialog>
  );
}

/** The loading, error and no-results states (success is the listbox; empty shows nothing). */
function StateView({ state }: { state: PanelState }) {
  const intl = useIntl();
  switch (state.kind) {
    case 'loading':
      return (
        <div className={styles.loading}>
          <Spinner size="large" label={intl.formatMessage({ id: 'search.loading' })} />
          <ul className={styles.skeletons} aria-hidden="true">
            {Array.from({ length: SKELETON_ROWS }, (_, i) => (
              <li key={i} className={styles.skeleton}>
                <span className={styles.skeletonLine} />
                <span className={styles.skeletonLineShort} />
              </li>
            ))}
          </ul>
        </div>
      );
    case 'error': {
      const detail = state.structure
        ? [intl.formatMessage({ id: 'searchPanel.error.structure' })]
        : state.messages;
      return (
        <div role="alert" className={styles.error}>
          <ErrorIcon className={styles.errorIcon} />
          <strong className={styles.errorLabel}>
            {intl.formatMessage({ id: 'search.error.label' })}
          </strong>
          <p>{intl.formatMessage({ id: 'search.error.generic' })}</p>
          {detail.length > 0 && (
            <ul className={styles.errorDetail}>
              {detail.map((message, i) => (
                <li key={i}>{message}</li>
              ))}
            </ul>
          )}
        </div>
      );
    }
    case 'noResults':
      return <p className={styles.none}>{intl.formatMessage({ id: 'search.noResults' })}</p>;
    case 'empty':
    case 'success':
      return null;
  }
}
