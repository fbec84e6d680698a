import { fireEvent, screen, within } from '@testing-library/react';
import { BODY_CLASS } from './SearchPanel.js';
import {
  PANEL_ID,
  TEXT,
  renderPanel,
  dialog,
  input,
  listbox,
  location,
  settle,
  type,
  search,
  key,
  pressEscape,
  setUpPanelTests,
} from './panel-test-harness.js';

setUpPanelTests();

describe('search panel: dialog and input', () => {
  it('is a labelled dialog with the header control’s id and an autofocused combobox', () => {
    const { t } = renderPanel();
    expect(dialog()).toHaveAttribute('id', PANEL_ID);
    expect(dialog()).toHaveProperty('open', true);
    expect(dialog()).toHaveAccessibleName(t.dialog);
    expect(input()).toHaveAccessibleName(t.input);
    expect(input()).toHaveFocus();
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(input().getAttribute('aria-controls')).toBeTruthy();
    expect(input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('adds the body class while shown and removes it when closed', () => {
    const { t } = renderPanel();
    expect(window.document.body).toHaveClass(BODY_CLASS);
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.document.body).not.toHaveClass(BODY_CLASS);
  });

  it('clears the text with the clear button, back to the empty state, focus in the input', async () => {
    const { t } = renderPanel();
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
    await search('accion');
    expect(listbox()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
  });

  it('limits the input to the 200-character search term', () => {
    renderPanel();
    expect(input()).toHaveAttribute('maxLength', '200');
  });
});

describe('search panel: keyboard', () => {
  it('moves aria-activedescendant through every option across groups with the arrows', async () => {
    renderPanel();
    await search('accion');
    const options = within(listbox()).getAllByRole('option');
    const active = () => input().getAttribute('aria-activedescendant');
    key('ArrowDown');
    expect(active()).toBe(options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    key('ArrowDown');
    expect(active()).toBe(options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    for (let i = 2; i < options.length; i++) key('ArrowDown');
    expect(active()).toBe(options[options.length - 1]!.id);
    key('ArrowDown');
    expect(active()).toBe(options[0]!.id);
    key('ArrowUp');
    expect(active()).toBe(options[options.length - 1]!.id);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // The options span every group: definition, then its 'view more', then the series...
    expect(options[1]).toHaveAccessibleName(TEXT.es.viewMore('Definición'));
    expect(input()).toHaveFocus();
  });

  it.each(['Home', 'End'])(
    'returns from the options to the text with %s (no active option left)',
    async (name) => {
      renderPanel();
      await search('accion');
      key('ArrowDown');
      key('ArrowDown');
      expect(input()).toHaveAttribute('aria-activedescendant');
      key(name);
      expect(input()).not.toHaveAttribute('aria-activedescendant');
      expect(within(listbox()).queryByRole('option', { selected: true })).toBeNull();
      expect(input()).toHaveFocus();
    },
  );

  it('opens the active option with Enter (an internal link through the router)', async () => {
    renderPanel();
    await search('accion');
    key('ArrowDown');
    key('Enter');
    expect(location()).toBe('/es/bmv/glosario/Acci%C3%B3n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the full results page (tab 1) with Enter and no active option, and closes', async () => {
    renderPanel();
    await search('casa de bolsa');
    key('Enter');
    expect(location()).toBe('/es/bmv/busqueda/casa_de_bolsa?tab=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.document.body).not.toHaveClass(BODY_CLASS);
  });

  it('searches at once with Enter during the debounce, and does not leave the panel', async () => {
    const { calls } = renderPanel();
    type('amx');
    key('Enter');
    await settle();
    expect(calls).toHaveLength(1);
    expect(location()).toBe('/es');
    expect(listbox()).toBeInTheDocument();
  });

  it('does nothing with Enter in the empty and error states', async () => {
    renderPanel({ answer: () => ({ status: 500, body: {} }) });
    key('Enter');
    await search('amx');
    key('Enter');
    expect(location()).toBe('/es');
    expect(dialog()).toBeInTheDocument();
  });

  it('closes with Esc and returns focus to the control that opened it', async () => {
    const { opener } = renderPanel();
    await search('accion');
    key('ArrowDown');
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('returns focus on the close button too', () => {
    const { opener, t } = renderPanel();
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(opener).toHaveFocus();
  });

  it('returns focus to a control of the panel when the opener is unknown', () => {
    const { opener } = renderPanel({ withOpener: false });
    pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside: Tab and Shift+Tab cycle', async () => {
    const { t } = renderPanel();
    await search('accion');
    const clear = screen.getByRole('button', { name: t.clear });
    const close = screen.getByRole('button', { name: t.close });
    close.focus();
    key('Tab');
    expect(input()).toHaveFocus();
    key('Tab', { shiftKey: true });
    expect(close).toHaveFocus();
    clear.focus();
    key('Tab', { shiftKey: true });
    expect(clear).toHaveFocus(); // not the first: the browser moves on by itself
    input().focus();
    key('Tab', { shiftKey: true });
    expect(close).toHaveFocus();
  });
});
