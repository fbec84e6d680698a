import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { ALPHABET, type Letter } from '#shared/constants.js';
import type { Lang } from '#shared/types/common.js';
import { cx } from '../../ui/class-names.js';
import { revealInList } from '../../ui/reveal.js';
import type { GlossaryTerm } from './filter.js';
import { TEXT_PARAM, type FinderParams } from './finder-params.js';
import { GlossaryResults } from './GlossaryResults.js';
import styles from './GlossaryFinder.module.css';
import { useGlossaryFinder } from './use-glossary-finder.js';

function TopIcon() {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 24 24" width="20" height="20">
      <path
        d="M12 4 4 12h5v8h6v-8h5z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The finder: a sticky bar (27 letter links, a home/top button, a search box) above the results.
 * Opens on the letter of the URL query (A by default). Letters are links and the search box a GET
 * form, which the server answers without JavaScript; with it they navigate within the page.
 */
export function GlossaryFinder({
  lang,
  terms,
  letters,
  partial = null,
  onNeedList,
  listMessages,
  onHome,
}: {
  lang: Lang;
  terms: readonly GlossaryTerm[];
  /** The letters that have terms (the others are disabled). */
  letters: ReadonlySet<Letter>;
  /** When `terms` are only the cards of this letter or text (a page's first view). */
  partial?: FinderParams | null;
  /** Asks for the whole list, once `partial` does not hold what the finder must show. */
  onNeedList?: () => void;
  /** The whole list failed to load: its raw messages. */
  listMessages?: readonly string[];
  /** The home/top button: back to the top of the page and the intro heading. */
  onHome: () => void;
}) {
  const intl = useIntl();
  const inputId = useId();
  // The bar is sticky, so its own box is always "in view" once stuck; scrolling to the section's
  // top puts the bar back at its natural place with the first results under it.
  const sectionRef = useRef<HTMLElement>(null);
  const finder = useGlossaryFinder({
    lang,
    terms,
    partial,
    scrollTargetRef: sectionRef,
    ...(onNeedList ? { onNeedList } : {}),
  });
  // On narrow screens the letters are one row that scrolls sideways: the current letter is
  // brought into it, or a link to a late letter would show a row with none pressed.
  const lettersRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const letters = lettersRef.current;
    const pressed = letters?.querySelector<HTMLElement>('[aria-current="true"]');
    if (letters && pressed) revealInList(letters, pressed);
  }, [finder.letter]);

  return (
    <section
      ref={sectionRef}
      className={styles.finder}
      aria-label={intl.formatMessage({ id: 'glossary.finder.label' })}
    >
      <div className={styles.bar}>
        <div
          ref={lettersRef}
          role="group"
          className={styles.letters}
          aria-label={intl.formatMessage({ id: 'glossary.finder.letters' })}
        >
          {ALPHABET.map((letter) =>
            // A letter without terms is no link: it would only lead to an empty block.
            letters.has(letter) ? (
              <Link
                key={letter}
                className={styles.letter}
                to={{ search: finder.letterSearch(letter) }}
                preventScrollReset
                aria-current={letter === finder.letter ? 'true' : undefined}
              >
                {letter}
              </Link>
            ) : (
              <span key={letter} className={styles.letter} aria-disabled="true">
                {letter}
              </span>
            ),
          )}
        </div>
        <div className={styles.tools}>
          <button
            type="button"
            className={cx(styles.top, 'needs-script')}
            onClick={onHome}
            aria-label={intl.formatMessage({ id: 'glossary.finder.top' })}
          >
            <TopIcon />
          </button>
          {/* Without JavaScript the form asks the server for the text's cards (`?q=`). */}
          <form
            role="search"
            className={styles.search}
            method="get"
            onSubmit={(event) => {
              event.preventDefault();
              finder.applyText();
            }}
          >
            <label htmlFor={inputId} className="visually-hidden">
              {intl.formatMessage({ id: 'glossary.finder.search' })}
            </label>
            <input
              id={inputId}
              type="search"
              name={TEXT_PARAM}
              className={styles.input}
              value={finder.input}
              placeholder={intl.formatMessage({ id: 'glossary.finder.searchPlaceholder' })}
              autoComplete="off"
              spellCheck={false}
              onChange={(event) => {
                finder.changeText(event.target.value);
              }}
            />
          </form>
        </div>
      </div>
      <GlossaryResults
        lang={lang}
        busy={finder.busy}
        results={finder.results}
        {...(finder.missing && listMessages ? { failed: listMessages } : {})}
      />
    </section>
  );
}
