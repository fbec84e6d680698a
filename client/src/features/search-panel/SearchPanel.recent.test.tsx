import { act, fireEvent, screen, within } from '@testing-library/react';
import { DEFAULT_SITE_CONFIG } from '#shared/branding.js';
import { documentTips, valueTypeTips } from '#shared/search-tips.js';
import type { Lang } from '#shared/types/common.js';
import { RECENT_SEARCHES_KEY, recordRecentSearch } from '../../search/recent-searches.js';
import { EVERY_GROUP, ok, panelAnswer } from './test-fixtures.js';
import * as harness from './panel-test-harness.js';

harness.setUpPanelTests();

describe('search panel: recent searches', () => {
  const RECENT = {
    es: {
      title: 'Búsquedas recientes',
      again: (s: string) => `Buscar de nuevo «${s}»`,
      remove: (s: string) => `Quitar «${s}» de las búsquedas recientes`,
      clear: 'Borrar todas las búsquedas recientes',
      removed: (s: string) => `«${s}» quitada de las búsquedas recientes`,
      cleared: 'Búsquedas recientes borradas',
    },
    en: {
      title: 'Recent searches',
      again: (s: string) => `Search “${s}” again`,
      remove: (s: string) => `Remove “${s}” from recent searches`,
      clear: 'Clear all recent searches',
      removed: (s: string) => `“${s}” removed from recent searches`,
      cleared: 'Recent searches cleared',
    },
  } as const;
  const stored = () =>
    JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]') as unknown;
  const recentList = (lang: Lang = 'es') =>
    screen.getByRole('listbox', { name: RECENT[lang].title });
  const reopen = (opener: HTMLElement) => {
    harness.pressEscape();
    act(() => {
      fireEvent.click(opener);
    });
  };
  const active = () => harness.input().getAttribute('aria-activedescendant');

  it('records nothing while typing: only a committed search is kept', async () => {
    const { opener } = harness.renderPanel();
    await harness.search('accion');
    reopen(opener);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('records a search submitted with Enter and lists it, newest first, in the empty panel', async () => {
    const { opener } = harness.renderPanel();
    await harness.search('casa de bolsa');
    harness.key('Enter');
    act(() => {
      fireEvent.click(opener);
    });
    harness.type('amx');
    harness.key('Enter');
    await harness.settle();
    harness.type('');
    expect(stored()).toEqual(['amx', 'casa de bolsa']);
    expect(
      within(recentList())
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['amx', '', 'casa de bolsa', '', 'Borrar todas']);
    expect(harness.input()).toHaveAttribute('aria-expanded', 'true');
  });

  it.each([
    ['es', 'Sin resultados para «zzzz»: no hay página que abrir.'],
    ['en', 'No results for “zzzz”: there is no page to open.'],
  ] as const)(
    'keeps no search that finds nothing; Enter on it says so and stays (%s)',
    async (lang, line) => {
      const { opener, t } = harness.renderPanel({ lang, fixture: {} });
      harness.type('zzzz');
      harness.key('Enter');
      await harness.settle();
      expect(screen.getByText(t.none, { selector: 'p' })).toBeInTheDocument();
      harness.key('Enter');
      expect(harness.liveRegion()).toHaveTextContent(line);
      expect(harness.location()).toBe(`/${lang}`);
      expect(harness.input()).toHaveFocus();
      expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
      reopen(opener);
      expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    },
  );

  it('moves a recent search picked again to the front only when it finds something', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['cetes', 'bono']));
    harness.renderPanel({
      answer: (call) => ok(panelAnswer(call.body.payload.termT === 'cetes' ? EVERY_GROUP : {})),
    });
    fireEvent.click(screen.getByRole('option', { name: RECENT.es.again('bono') }));
    await harness.settle();
    expect(screen.getByText(harness.TEXT.es.none, { selector: 'p' })).toBeInTheDocument();
    expect(stored()).toEqual(['cetes', 'bono']);
  });

  it('reads the stored searches each time it opens: one recorded elsewhere meanwhile is listed first', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono']));
    const { opener } = harness.renderPanel();
    harness.pressEscape();
    recordRecentSearch('cetes');
    act(() => {
      fireEvent.click(opener);
    });
    expect(
      within(recentList())
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label')),
    ).toEqual([
      RECENT.es.again('cetes'),
      RECENT.es.remove('cetes'),
      RECENT.es.again('bono'),
      RECENT.es.remove('bono'),
      RECENT.es.clear,
    ]);
  });

  it('records the search of a followed result', async () => {
    const { opener } = harness.renderPanel();
    await harness.search('accion');
    fireEvent.click(within(harness.listbox()).getAllByRole('option')[0]!);
    expect(harness.location()).toBe('/es/bmv/glosario/Acci%C3%B3n');
    expect(stored()).toEqual(['accion']);
    act(() => {
      fireEvent.click(opener);
    });
    expect(screen.getByRole('option', { name: RECENT.es.again('accion') })).toBeInTheDocument();
  });

  it.each(['es', 'en'] as const)(
    'reaches each search, its remove option and clear-all with the arrows, labelled (%s)',
    (lang) => {
      window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'cetes']));
      harness.renderPanel({ lang });
      const r = RECENT[lang];
      const names = within(recentList(lang))
        .getAllByRole('option')
        .map((o) => o.getAttribute('aria-label'));
      expect(names).toEqual([
        r.again('bono'),
        r.remove('bono'),
        r.again('cetes'),
        r.remove('cetes'),
        r.clear,
      ]);
      const ids = within(recentList(lang))
        .getAllByRole('option')
        .map((o) => o.id);
      harness.key('ArrowDown');
      expect(active()).toBe(ids[0]);
      harness.key('ArrowDown');
      harness.key('ArrowDown');
      expect(active()).toBe(ids[2]);
      harness.key('ArrowUp');
      harness.key('ArrowUp');
      harness.key('ArrowUp');
      expect(active()).toBe(ids[4]);
      expect(screen.getByRole('option', { name: r.clear })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(harness.input()).toHaveFocus();
    },
  );

  it('hides the recent searches as soon as text is typed, before its results arrive', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono']));
    harness.renderPanel();
    expect(recentList()).toBeInTheDocument();
    harness.type('ipc');
    expect(screen.queryByRole('listbox', { name: RECENT.es.title })).not.toBeInTheDocument();
    harness.type('');
    expect(recentList()).toBeInTheDocument();
  });

  it('searches a recent search again with Enter, which moves it to the front', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'cetes']));
    const { calls } = harness.renderPanel();
    harness.key('ArrowDown');
    harness.key('ArrowDown');
    harness.key('ArrowDown');
    harness.key('Enter');
    expect(harness.input()).toHaveValue('cetes');
    await harness.settle();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toMatchObject({ payload: { termT: 'cetes' } });
    expect(stored()).toEqual(['cetes', 'bono']);
  });

  it('removes one search with Enter on its remove option, says so, and keeps the next active', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'cetes', 'amx']));
    harness.renderPanel();
    harness.key('ArrowDown');
    harness.key('ArrowDown');
    harness.key('Enter');
    expect(stored()).toEqual(['cetes', 'amx']);
    expect(screen.queryByRole('option', { name: RECENT.es.again('bono') })).not.toBeInTheDocument();
    expect(harness.liveRegion()).toHaveTextContent(RECENT.es.removed('bono'));
    expect(active()).toBe(screen.getByRole('option', { name: RECENT.es.again('cetes') }).id);
    expect(harness.input()).toHaveFocus();
  });

  it('clears every search by pointer, says so, and shows the empty panel', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono', 'cetes']));
    harness.renderPanel({ lang: 'en' });
    fireEvent.click(screen.getByRole('option', { name: RECENT.en.clear }));
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(harness.input()).toHaveAttribute('aria-expanded', 'false');
    expect(harness.liveRegion()).toHaveTextContent(RECENT.en.cleared);
  });

  it('opens with no list when the stored value is corrupt', () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, '{not json');
    harness.renderPanel();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('hides the list while a search is shown', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bono']));
    harness.renderPanel();
    await harness.search('accion');
    expect(screen.queryByRole('listbox', { name: RECENT.es.title })).not.toBeInTheDocument();
    expect(harness.listbox()).toHaveAccessibleName(harness.TEXT.es.results);
  });
});

describe('search panel: tips', () => {
  it.each(['es', 'en'] as const)(
    'toggles the tips with both tables and the help PDF of the language (%s)',
    (lang) => {
      const { t } = harness.renderPanel({ lang });
      const help = screen.getByRole('button', { name: t.help });
      expect(help).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      fireEvent.click(help);
      expect(help).toHaveAttribute('aria-expanded', 'true');
      expect(window.document.getElementById(help.getAttribute('aria-controls')!)).toBeVisible();
      const [documents, values] = screen.getAllByRole('table');
      for (const table of [documents!, values!]) {
        expect(
          within(table)
            .getAllByRole('columnheader')
            .map((h) => h.textContent),
        ).toEqual([t.term, t.description]);
      }
      const docRows = within(documents!).getAllByRole('row').slice(1);
      expect(docRows).toHaveLength(documentTips(lang).length);
      const first = documentTips(lang)[0]!;
      expect(docRows[0]).toHaveTextContent(first.term);
      for (const example of first.examples) expect(docRows[0]).toHaveTextContent(example);
      expect(first.examples).toHaveLength(2);
      expect(within(values!).getAllByRole('row').slice(1)).toHaveLength(valueTypeTips(lang).length);
      const pdf = screen.getByRole('link', { name: t.pdf });
      expect(pdf).toHaveAttribute('href', DEFAULT_SITE_CONFIG.searchHelpPdf[lang]);
      expect(pdf).toHaveAttribute('target', '_blank');
      expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
      fireEvent.click(help);
      expect(help).toHaveAttribute('aria-expanded', 'false');
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
    },
  );
});
