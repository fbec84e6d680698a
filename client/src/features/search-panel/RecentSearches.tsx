/**
 * The empty panel's recent searches, in the results' listbox pattern: options are buttons out of
 * the Tab order, as the input keeps focus and points at the active one (`aria-activedescendant`).
 */
import { useIntl } from 'react-intl';
import { cx } from '../../ui/class-names.js';
import { ClearIcon, HistoryIcon } from './icons.js';
import options from './PanelOptions.module.css';
import styles from './RecentSearches.module.css';

export const recentOptionId = (listboxId: string, at: number) =>
  `${listboxId}-recent-${String(at)}`;

export interface RecentSearchesProps {
  id: string;
  searches: readonly string[];
  activeId: string | null;
  onPick: (text: string) => void;
  onRemove: (text: string, at: number) => void;
  onClear: () => void;
}

export function RecentSearches({
  id,
  searches,
  activeId,
  onPick,
  onRemove,
  onClear,
}: RecentSearchesProps) {
  const intl = useIntl();
  const headId = `${id}-recent`;
  const option = (optionId: string, className: string | undefined) => ({
    id: optionId,
    type: 'button' as const,
    role: 'option',
    tabIndex: -1,
    'aria-selected': optionId === activeId,
    className: cx(options.option, optionId === activeId && options.active, className),
    // A pointer press keeps focus in the input, as the arrow keys do.
    onMouseDown: (event: { preventDefault: () => void }) => {
      event.preventDefault();
    },
  });
  return (
    <div
      role="listbox"
      id={id}
      aria-label={intl.formatMessage({ id: 'searchPanel.recent.title' })}
      className={options.listbox}
    >
      <div role="group" aria-labelledby={headId} className={options.group}>
        <div id={headId} className={options.groupHeader}>
          {intl.formatMessage({ id: 'searchPanel.recent.title' })}
        </div>
        {searches.map((text, at) => {
          const optionId = recentOptionId(id, at);
          return (
            <div key={text} className={styles.recentRow}>
              <button
                {...option(optionId, options.recentSearch)}
                aria-label={intl.formatMessage({ id: 'searchPanel.recent.search' }, { text })}
                onClick={() => {
                  onPick(text);
                }}
              >
                <HistoryIcon />
                <span className={styles.recentText}>{text}</span>
              </button>
              <button
                {...option(`${optionId}-remove`, options.recentRemove)}
                aria-label={intl.formatMessage({ id: 'searchPanel.recent.remove' }, { text })}
                onClick={() => {
                  onRemove(text, at);
                }}
              >
                <ClearIcon />
              </button>
            </div>
          );
        })}
        <button
          {...option(`${id}-recent-clear`, options.viewMore)}
          aria-label={intl.formatMessage({ id: 'searchPanel.recent.clearLabel' })}
          onClick={onClear}
        >
          {intl.formatMessage({ id: 'searchPanel.recent.clear' })}
        </button>
      </div>
    </div>
  );
}
