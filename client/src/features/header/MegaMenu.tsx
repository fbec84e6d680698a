/**
 * The mega-menu (specification §2 "Header") as a WAI-ARIA disclosure navigation. Escape and a click
 * outside are handled by the header, which owns the open state.
 */
import {
  useCallback,
  useEffect,
  useId,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { useIntl } from 'react-intl';
import { MENU_ENTRIES } from '#shared/data/menu-entries.js';
import { groupSiteUrl } from '#shared/links.js';
import type { SiteConfig } from '#shared/branding.js';
import type { Lang } from '#shared/types/common.js';
import type { MenuEntryHead, MenuSection } from '#shared/types/menu.js';
import { useSiteConfig } from '../../app/site-config.js';
import { cx } from '../../ui/class-names.js';
import {
  loadedMenuSections,
  loadMenuSections,
  useMenuSections,
  whenIdle,
} from './menu-sections.js';
import styles from './MegaMenu.module.css';
import { useMenuAim, type OpenEntry } from './use-menu-aim.js';

export type { OpenEntry };

export interface MegaMenuProps {
  lang: Lang;
  activeEntryId: string | null;
  open: OpenEntry | null;
  setOpen: Dispatch<SetStateAction<OpenEntry | null>>;
  navRef: RefObject<HTMLElement | null>;
  /** The entries' buttons by id, so the header can return focus to one on Escape. */
  buttonRefs: RefObject<Map<string, HTMLButtonElement>>;
}

/**
 * A press toggles; a press on a panel that hover opened keeps it open (the pointer is already over
 * it, so closing it would undo what the user asked for).
 */
export function pressEntry(current: OpenEntry | null, id: string): OpenEntry | null {
  if (current?.id !== id) return { id, by: 'press' };
  return current.by === 'hover' ? { id, by: 'press' } : null;
}

export function MegaMenu({
  lang,
  activeEntryId,
  open,
  setOpen,
  navRef,
  buttonRefs,
}: MegaMenuProps) {
  const intl = useIntl();
  const baseId = useId();
  const sections = useMenuSections(lang);
  const panelIdOf = useCallback((id: string) => `${baseId}panel-${id}`, [baseId]);
  const hover = useMenuAim({ navRef, open, setOpen, panelIdOf });
  // The sections load when the browser is idle, or at once on a sign of use (docs/decisions/004).
  useEffect(() => {
    const load = () => void loadMenuSections(lang);
    const nav = navRef.current;
    const intents = ['pointerenter', 'touchstart', 'focusin'] as const;
    for (const type of intents) nav?.addEventListener(type, load, { passive: true });
    const cancelIdle = whenIdle(load);
    return () => {
      cancelIdle();
      for (const type of intents) nav?.removeEventListener(type, load);
    };
  }, [lang, navRef]);
  useEffect(() => {
    if (open !== null) void loadMenuSections(lang);
  }, [open, lang]);
  return (
    <nav
      ref={navRef}
      className={styles.nav}
      aria-label={intl.formatMessage({ id: 'header.nav.main' })}
    >
      <ul className={styles.list}>
        {MENU_ENTRIES[lang].map((entry, index) => (
          <MegaMenuEntry
            key={entry.id}
            entry={entry}
            lang={lang}
            sections={sections ? (sections[entry.id] ?? []) : null}
            serverSections={loadedMenuSections(lang)?.[entry.id] ?? []}
            noScriptGroup={`${baseId}menu`}
            noScriptIds={`${baseId}n${String(index)}-`}
            panelId={panelIdOf(entry.id)}
            isOpen={open?.id === entry.id}
            isActive={entry.id === activeEntryId}
            setOpen={setOpen}
            onHover={hover}
            buttonRefs={buttonRefs}
          />
        ))}
      </ul>
    </nav>
  );
}

function MegaMenuEntry({
  entry,
  lang,
  sections,
  serverSections,
  noScriptGroup,
  noScriptIds,
  panelId,
  isOpen,
  isActive,
  setOpen,
  onHover,
  buttonRefs,
}: {
  entry: MenuEntryHead;
  lang: Lang;
  /** Null while the language's sections are not loaded (always on the server). */
  sections: readonly MenuSection[] | null;
  /** The sections the server renders for the entry without JavaScript. */
  serverSections: readonly MenuSection[];
  /** One open entry at a time without JavaScript (the disclosures' shared `name`). */
  noScriptGroup: string;
  /** The start of its sections' heading ids without JavaScript (short: every page has them). */
  noScriptIds: string;
  panelId: string;
  isOpen: boolean;
  isActive: boolean;
  setOpen: Dispatch<SetStateAction<OpenEntry | null>>;
  /** The pointer entered this entry, at this point (the menu's hover intent decides). */
  onHover: (id: string, at: { x: number; y: number }) => void;
  buttonRefs: RefObject<Map<string, HTMLButtonElement>>;
}) {
  const intl = useIntl();
  const config = useSiteConfig();
  const { id } = entry;
  const closeThis = () => {
    setOpen((current) => (current?.id === id ? null : current));
  };
  const press = () => {
    setOpen((current) => pressEntry(current, id));
  };
  // Enter and Space are handled here (and their native click suppressed) so the toggle behaves the
  // same in every browser and in tests; a click from a mouse or a screen reader goes through
  // onClick.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      press();
    }
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === ' ') event.preventDefault();
  };
  const entryHref = groupSiteUrl(entry.url, lang, config);

  return (
    // Hover only adds to the button, which gives keyboard, touch and screen-reader users control.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <li
      className={cx(styles.item, isOpen && styles.itemOpen)}
      onMouseEnter={(event) => {
        onHover(id, { x: event.clientX, y: event.clientY });
      }}
      onBlur={(event) => {
        // Focus moving to another element outside this entry closes it; focus going nowhere (a
        // click on the panel's background, switching windows) does not.
        const next = event.relatedTarget;
        if (next instanceof Node && !event.currentTarget.contains(next)) closeThis();
      }}
    >
      <button
        ref={(element) => {
          if (element) buttonRefs.current.set(id, element);
          return () => {
            buttonRefs.current.delete(id);
          };
        }}
        type="button"
        className={cx(styles.button, isActive && styles.active)}
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-current={isActive ? 'page' : undefined}
        onClick={press}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
      >
        {entry.title}
      </button>
      {/* Without JavaScript the button cannot open its panel: the entry is a disclosure of its
          overview and sections, which only the server renders (docs/decisions/101). */}
      <noscript>
        <details className={styles.noScriptEntry} name={noScriptGroup}>
          <summary
            className={cx(styles.button, styles.noScriptSummary, isActive && styles.active)}
            aria-current={isActive ? 'true' : undefined}
          >
            {entry.title}
          </summary>
          <div className={styles.panel}>
            <div className={styles.panelInner}>
              {entryHref !== null && (
                <a className={styles.overview} href={entryHref}>
                  {intl.formatMessage({ id: 'header.menu.overview' }, { title: entry.title })}
                </a>
              )}
              <PanelSections
                sections={serverSections}
                ids={noScriptIds}
                lang={lang}
                config={config}
              />
            </div>
          </div>
        </details>
      </noscript>
      <div id={panelId} className={styles.panel} hidden={!isOpen} aria-busy={sections === null}>
        {/* A closed panel is empty as well as hidden, so no page carries the hidden panels'
            links (docs/decisions/004). */}
        {isOpen && (
          <div className={styles.panelInner}>
            {entryHref !== null && (
              <a className={styles.overview} href={entryHref}>
                {intl.formatMessage({ id: 'header.menu.overview' }, { title: entry.title })}
              </a>
            )}
            {sections === null ? (
              <p className={styles.loading}>{intl.formatMessage({ id: 'header.menu.loading' })}</p>
            ) : (
              <PanelSections sections={sections} ids={panelId} lang={lang} config={config} />
            )}
          </div>
        )}
      </div>
    </li>
  );
}

/**
 * An open panel's sections: a heading and its list of links each; a blank URL is plain text. The
 * markup is bare (styled from `.sections`): every page carries it once per entry without
 * JavaScript, so each link's class and each long id would weigh on every page.
 */
function PanelSections({
  sections,
  ids,
  lang,
  config,
}: {
  sections: readonly MenuSection[];
  /** The start of its headings' ids, unique in the page. */
  ids: string;
  lang: Lang;
  config: SiteConfig;
}) {
  return (
    <div className={styles.sections}>
      {sections.map((section, index) => {
        const headingId = `${ids}${String(index)}`;
        return (
          <div key={`${index}-${section.heading}`}>
            <h2 id={headingId}>{section.heading}</h2>
            <ul aria-labelledby={headingId}>
              {section.links.map((link, linkIndex) => {
                const href = groupSiteUrl(link.url, lang, config);
                return (
                  <li key={`${linkIndex}-${link.title}`}>
                    {href === null ? <span>{link.title}</span> : <a href={href}>{link.title}</a>}
                  </li>
                );
              })}
            </ul>
          </div>
        );
      })}
    </div>
  );
}
