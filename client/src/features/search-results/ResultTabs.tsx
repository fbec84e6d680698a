/**
 * Tabs with manual activation (WAI-ARIA Authoring Practices, "Tabs"): arrow keys, Home and End move
 * the focus; Enter, Space or a click activates. Only the active tab is in the Tab order. Each tab is
 * a link to its view (`?tab=N`), so the tabs work without JavaScript; with it they navigate within
 * the page.
 */
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { Link } from 'react-router-dom';
import { revealInList } from '../../ui/reveal.js';
import styles from './SearchResults.module.css';

export interface TabItem {
  id: number;
  title: string;
  /** The count badge (its accessible text says what it counts). */
  badge?: { text: string; label: string } | undefined;
}

export function ResultTabs({
  label,
  tabs,
  active,
  tabSearch,
  children,
}: {
  label: string;
  tabs: TabItem[];
  active: number;
  /** The query string (`?tab=N…`) of a tab's view. */
  tabSearch: (id: number) => string;
  children: ReactNode;
}) {
  const base = useId();
  const refs = useRef(new Map<number, HTMLAnchorElement>());
  const listRef = useRef<HTMLDivElement>(null);
  const tabId = (id: number) => `${base}tab-${String(id)}`;
  const panelId = `${base}panel`;

  const onKeyDown = (event: KeyboardEvent<HTMLAnchorElement>, index: number) => {
    // Space activates a tab as it does a button (Enter already follows a link).
    if (event.key === ' ') {
      event.preventDefault();
      event.currentTarget.click();
      return;
    }
    const last = tabs.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target];
    if (tab) refs.current.get(tab.id)?.focus();
  };

  // On narrow screens the tab list scrolls sideways and may open with the active tab out of view:
  // it is scrolled into the list (only the list scrolls, not the page).
  useEffect(() => {
    const list = listRef.current;
    const tab = refs.current.get(active);
    if (list && tab) revealInList(list, tab);
  }, [active]);

  const more = useScrollCue(listRef);

  return (
    <div className={styles.tabs}>
      <div
        className={styles.tabStrip}
        data-more-start={more.start || undefined}
        data-more-end={more.end || undefined}
      >
        <div ref={listRef} role="tablist" aria-label={label} className={styles.tabList}>
          {tabs.map((tab, index) => {
            const selected = tab.id === active;
            return (
              <Link
                key={tab.id}
                ref={(el) => {
                  if (el) refs.current.set(tab.id, el);
                  else refs.current.delete(tab.id);
                }}
                to={{ search: tabSearch(tab.id) }}
                preventScrollReset
                role="tab"
                id={tabId(tab.id)}
                aria-selected={selected}
                aria-controls={selected ? panelId : undefined}
                tabIndex={selected ? 0 : -1}
                className={styles.tab}
                onKeyDown={(e) => {
                  onKeyDown(e, index);
                }}
              >
                <span>{tab.title}</span>
                {tab.badge ? (
                  <span className={styles.badge}>
                    <span aria-hidden="true">{tab.badge.text}</span>
                    <span className="visually-hidden">{tab.badge.label}</span>
                  </span>
                ) : null}
              </Link>
            );
          })}
        </div>
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(active)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}

/**
 * Which ends of a sideways-scrolling list hide tabs: the strip shows a fade and a chevron there,
 * since a clipped tab alone does not tell a phone's visitor that more tabs follow.
 */
function useScrollCue(listRef: RefObject<HTMLElement | null>) {
  const [more, setMore] = useState({ start: false, end: false });
  useEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const update = () => {
      const start = list.scrollLeft > 1;
      const end = list.scrollLeft < list.scrollWidth - list.clientWidth - 1;
      setMore((current) =>
        current.start === start && current.end === end ? current : { start, end },
      );
    };
    update();
    list.addEventListener('scroll', update, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(update) : null;
    observer?.observe(list);
    return () => {
      list.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [listRef]);
  return more;
}
