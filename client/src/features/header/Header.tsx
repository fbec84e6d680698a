/**
 * The site header (specification §2 "Header"). It owns the open state of the mega-menu and of the
 * burger, so one Escape handler and one click-outside handler serve both.
 */
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router-dom';
import { routePath } from '#shared/routes.js';
import type { Lang } from '#shared/types/common.js';
import { useSiteConfig } from '../../app/site-config.js';
import styles from './Header.module.css';
import links from './HeaderLinks.module.css';
import { SearchIcon } from './icons.js';
import { LanguageSwitch } from './LanguageSwitch.js';
import { MegaMenu, type OpenEntry } from './MegaMenu.js';
import { NewTabLink } from './NewTabLink.js';
import { ThemeToggle } from './ThemeToggle.js';
import { cx } from '../../ui/class-names.js';

/** The id of the search panel, which the search box and icon control. */
export const SEARCH_PANEL_ID = 'search-panel';

/** The id of the burger's menu: the burger's link target, which opens it without JavaScript. */
export const SITE_MENU_ID = 'site-menu';

export interface HeaderProps {
  lang: Lang;
  /** The current page in the other language; null sends the switch to that language's home. */
  alternateUrl: string | null;
  /** The mega-menu entry the current page belongs to (highlighted, `aria-current="page"`). */
  activeEntryId?: string | null;
  /** Opens the search panel; `opener` is the control used (focus returns to it on close). */
  onOpenSearch: (opener: HTMLElement) => void;
  /** A pointer over or focus on a search control: the panel is likely next (preload it). */
  onSearchIntent?: () => void;
  searchOpen: boolean;
  /** The search panel's code could not load: the search controls say so. */
  searchFailed?: boolean;
}

export function Header({
  lang,
  alternateUrl,
  activeEntryId = null,
  onOpenSearch,
  onSearchIntent,
  searchOpen,
  searchFailed = false,
}: HeaderProps) {
  const intl = useIntl();
  const config = useSiteConfig();
  const menuId = SITE_MENU_ID;
  const searchErrorId = `${useId()}search-error`;
  const [openEntry, setOpenEntry] = useState<OpenEntry | null>(null);
  const [burgerOpen, setBurgerOpen] = useState(false);
  const [moreOpen, setMoreOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const burgerRef = useRef<HTMLAnchorElement>(null);
  const moreRef = useRef<HTMLDetailsElement>(null);
  const entryButtons = useRef(new Map<string, HTMLButtonElement>());

  useEffect(() => {
    if (openEntry === null && !burgerOpen && !moreOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const focused = document.activeElement;
      // The innermost open thing closes first: the panel, "more", then the burger menu. Focus goes
      // back to the control that opened it only when it was inside (never stolen from elsewhere).
      if (openEntry !== null) {
        setOpenEntry(null);
        if (navRef.current?.contains(focused)) entryButtons.current.get(openEntry.id)?.focus();
      } else if (moreOpen) {
        setMoreOpen(false);
        if (moreRef.current?.contains(focused)) moreRef.current.querySelector('summary')?.focus();
      } else {
        setBurgerOpen(false);
        if (menuRef.current?.contains(focused)) burgerRef.current?.focus();
      }
    };
    const onPointerDown = (event: Event) => {
      const target = event.target instanceof Node ? event.target : null;
      if (openEntry !== null && !navRef.current?.contains(target)) setOpenEntry(null);
      if (moreOpen && !moreRef.current?.contains(target)) setMoreOpen(false);
      if (burgerOpen && !headerRef.current?.contains(target)) setBurgerOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [openEntry, burgerOpen, moreOpen]);

  const closeMenus = () => {
    setOpenEntry(null);
    setBurgerOpen(false);
    setMoreOpen(false);
  };
  const topLinkClass = ({ isActive }: { isActive: boolean }) =>
    cx(links.topLink, isActive && links.topLinkActive);
  const searchBoxLabel = intl.formatMessage({ id: 'header.search.box' });
  const searchControl = {
    'aria-expanded': searchOpen,
    'aria-controls': SEARCH_PANEL_ID,
    onClick: (event: MouseEvent<HTMLButtonElement>) => {
      // With JavaScript the panel opens; without it the form goes to the results page.
      event.preventDefault();
      onOpenSearch(event.currentTarget);
    },
    onPointerEnter: onSearchIntent,
    onFocus: onSearchIntent,
    'aria-describedby': searchFailed ? searchErrorId : undefined,
  };
  const toggleBurger = () => {
    setOpenEntry(null);
    setBurgerOpen((open) => !open);
  };

  return (
    <header ref={headerRef} className={styles.header}>
      <div className={styles.inner}>
        <a
          className={styles.logo}
          href={config.homeUrl}
          aria-label={intl.formatMessage({ id: 'header.logo.label' }, { group: config.groupName })}
        >
          <span className={styles.wordmark}>{config.groupAbbreviation}</span>
        </a>

        {/* Without JavaScript the search controls submit to the results page, whose form works. */}
        <form
          className={styles.searchForm}
          action={routePath('search', lang, config.siteSegment)}
          method="get"
        >
          <input type="hidden" name="tab" value="1" />
          <button
            type="submit"
            className={styles.searchBox}
            aria-label={searchBoxLabel}
            {...searchControl}
          >
            <span className={styles.searchPlaceholder}>
              {intl.formatMessage({ id: 'header.search.placeholder' })}
            </span>
            <SearchIcon className={styles.searchBoxIcon} />
          </button>
          <button
            type="submit"
            className={`icon-button ${styles.searchIcon}`}
            aria-label={intl.formatMessage({ id: 'header.search.icon' })}
            {...searchControl}
          >
            <SearchIcon />
          </button>
        </form>

        <LanguageSwitch lang={lang} alternateUrl={alternateUrl} />

        {/* A link to the menu, so that without JavaScript it opens the menu as its target
            (`:target` in the styles); with JavaScript a click toggles it like a button. */}
        <a
          ref={burgerRef}
          href={`#${menuId}`}
          role="button"
          className={`icon-button ${styles.burger}`}
          aria-label={intl.formatMessage({ id: 'header.burger' })}
          aria-expanded={burgerOpen}
          aria-controls={menuId}
          onClick={(event) => {
            event.preventDefault();
            toggleBurger();
          }}
          onKeyDown={(event) => {
            // A button's Space; Enter already clicks a link.
            if (event.key !== ' ') return;
            event.preventDefault();
            toggleBurger();
          }}
        >
          <span className={styles.burgerBars} aria-hidden="true" />
        </a>

        {searchFailed && (
          <p id={searchErrorId} role="alert" className={styles.searchError}>
            {intl.formatMessage({ id: 'header.search.failed' })}
          </p>
        )}

        <div id={menuId} ref={menuRef} className={cx(styles.menu, burgerOpen && styles.menuOpen)}>
          <nav
            className={links.topLinks}
            aria-label={intl.formatMessage({ id: 'header.nav.utility' })}
          >
            <ul className={links.topList}>
              {/* The spec shows only the last top link from 768 to 991 px: there the others are
                  behind "more"; elsewhere the disclosure is laid out as a plain part of the list. */}
              <li className={links.moreItem}>
                <details
                  ref={moreRef}
                  className={links.more}
                  open={moreOpen}
                  onToggle={(event) => {
                    setMoreOpen(event.currentTarget.open);
                  }}
                >
                  <summary className={links.moreSummary}>
                    {intl.formatMessage({ id: 'header.link.more' })}
                  </summary>
                  <ul className={links.moreList}>
                    <li className={links.topItem}>
                      <NewTabLink className={links.topLink} href={config.blogUrl}>
                        {intl.formatMessage({ id: 'header.link.blog' })}
                      </NewTabLink>
                    </li>
                    <li className={links.topItem}>
                      <NavLink
                        className={topLinkClass}
                        to={routePath('contact', lang, config.siteSegment)}
                        onClick={closeMenus}
                      >
                        {intl.formatMessage({ id: 'header.link.contact' })}
                      </NavLink>
                    </li>
                    <li className={links.topItem}>
                      <NewTabLink className={links.topLink} href={config.jobBoardUrl}>
                        {intl.formatMessage({ id: 'header.link.jobBoard' })}
                      </NewTabLink>
                    </li>
                  </ul>
                </details>
              </li>
              <li className={links.topItem}>
                <NavLink
                  className={topLinkClass}
                  to={routePath('pressRoom', lang, config.siteSegment)}
                  onClick={closeMenus}
                >
                  {intl.formatMessage({ id: 'header.link.pressRoom' })}
                </NavLink>
              </li>
            </ul>
          </nav>

          <ThemeToggle />

          <MegaMenu
            lang={lang}
            activeEntryId={activeEntryId}
            open={openEntry}
            setOpen={setOpenEntry}
            navRef={navRef}
            buttonRefs={entryButtons}
          />

          <nav
            className={links.companies}
            aria-label={intl.formatMessage({ id: 'header.nav.companies' })}
          >
            <ul className={links.companyList}>
              {config.groupCompanies.map((company) => (
                <li key={company.url}>
                  <NewTabLink className={links.companyLink} href={company.url}>
                    {company.label[lang]}
                  </NewTabLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </header>
  );
}
