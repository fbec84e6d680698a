import { act, fireEvent, screen, within } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { ALPHABET } from '#shared/constants.js';
import { renderWithProviders } from '../../test/render.js';
import { firstViewOf } from './api.js';
import type { GlossaryFirstView } from './types.js';
import { GlossaryView } from './GlossaryView.js';
import * as harness from './glossary-test-harness.js';

harness.setUpGlossaryTests();

describe.each(['es', 'en'] as const)('Glossary page brought with its first view (%s)', (lang) => {
  const t = harness.TEXT[lang];
  const DAY = '2026-11-26';
  const viewOf = (letter: 'A' | 'B', text = ''): GlossaryFirstView =>
    firstViewOf(
      { status: true, messages: [], response: { data: harness.DATA[lang] } },
      { letter, text, day: DAY },
    ).response.data!;
  const cards = () =>
    within(screen.getByRole('region', { name: t.finder }))
      .queryAllByRole('heading', { level: 2 })
      .map((heading) => heading.textContent);
  const deliver: { list?: () => void; fail?: (messages: string[]) => void } = {};

  /** The route's part: the first view until the whole list arrives or fails. */
  function Page({ view, onNeedList }: { view: GlossaryFirstView; onNeedList: () => void }) {
    const [list, setList] = useState(false);
    const [failed, setFailed] = useState<string[]>();
    useEffect(() => {
      deliver.list = () => {
        setList(true);
      };
      deliver.fail = setFailed;
    }, []);
    return list ? (
      <GlossaryView lang={lang} status="success" data={harness.DATA[lang]} day={DAY} />
    ) : (
      <GlossaryView
        lang={lang}
        status="success"
        firstView={view}
        onNeedList={onNeedList}
        {...(failed ? { listMessages: failed } : {})}
      />
    );
  }
  const renderPage = (view: GlossaryFirstView, query = '') => {
    const onNeedList = jest.fn();
    renderWithProviders(<Page view={view} onNeedList={onNeedList} />, {
      lang,
      path: `${harness.GLOSSARY_PATH[lang]}${query}`,
    });
    return onNeedList;
  };
  const termOfDayTitle = () =>
    within(
      screen.getByRole('region', { name: lang === 'es' ? 'Término del día' : 'Term of the day' }),
    ).getAllByRole('paragraph')[0]?.textContent;

  it('shows its cards, its letters and its term of the day without asking for the list', () => {
    const view = viewOf('A');
    const onNeedList = renderPage(view);
    expect(cards()).toEqual(view.cards.map((c) => c.displayTitle.replace(/_/g, ' ')));
    expect(cards().length).toBeGreaterThan(0);
    const group = screen.getByRole('group');
    const disabled = ALPHABET.filter(
      (letter) => within(group).getByText(letter).getAttribute('aria-disabled') === 'true',
    );
    expect(disabled).toEqual(ALPHABET.filter((letter) => !view.letters.includes(letter)));
    expect(disabled.length).toBeGreaterThan(0);
    expect(termOfDayTitle()).toBe(view.termOfDay?.displayTitle.replace(/_/g, ' '));
    expect(onNeedList).not.toHaveBeenCalled();
  });

  it('asks for the list on a letter click and shows its terms once it has arrived', () => {
    const onNeedList = renderPage(viewOf('A'));
    fireEvent.click(harness.letterLink('B'));
    expect(onNeedList).toHaveBeenCalledTimes(1);
    harness.advance(500);
    expect(screen.getByRole('status', { name: t.resultsLoading })).toBeInTheDocument();
    expect(cards()).toEqual([]);
    act(() => deliver.list?.());
    expect(screen.queryByRole('status', { name: t.resultsLoading })).not.toBeInTheDocument();
    expect(cards()).toEqual(
      harness.DATA[lang].pageGlosarioLandings
        .filter((term) => term.title.startsWith('B'))
        .map((term) => term.displayTitle.replace(/_/g, ' ')),
    );
    expect(harness.currentLetters()).toEqual(['B']);
  });

  it('asks for the list at the first keystroke', () => {
    const onNeedList = renderPage(viewOf('A'));
    harness.type(lang, 'b');
    expect(onNeedList).toHaveBeenCalledTimes(1);
  });

  it("keeps a text's first view until the text changes", () => {
    const onNeedList = renderPage(viewOf('A', 'ind'), '?q=ind');
    expect(cards()).toEqual(
      ['Índice', 'Index'].filter((title) =>
        harness.DATA[lang].pageGlosarioLandings.some((term) => term.title === title),
      ),
    );
    expect(onNeedList).not.toHaveBeenCalled();
  });

  it("shows the list's failure in place of the results, keeping the intro and the finder", () => {
    renderPage(viewOf('A'));
    fireEvent.click(harness.letterLink('B'));
    harness.advance(100);
    act(() => deliver.fail?.(['upstream timeout']));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(t.error);
    expect(alert).toHaveTextContent('upstream timeout');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(harness.searchBox(lang)).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: t.resultsLoading })).not.toBeInTheDocument();
  });
});
