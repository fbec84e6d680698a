import { fireEvent, screen, within } from '@testing-library/react';
import { BODY_CLASS } from './SearchPanel.js';
import * as harness from './panel-test-harness.js';

harness.setUpPanelTests();

describe('search panel: dialog and input', () => {
  it('is a labelled dialog with the header control’s id and an autofocused combobox', () => {
    const { t } = harness.renderPanel();
    expect(harness.dialog()).toHaveAttribute('id', harness.PANEL_ID);
    expect(harness.dialog()).toHaveProperty('open', true);
    expect(harness.dialog()).toHaveAccessibleName(t.dialog);
    expect(harness.input()).toHaveAccessibleName(t.input);
    expect(harness.input()).toHaveFocus();
    expect(harness.input()).toHaveAttribute('aria-expanded', 'false');
    expect(harness.input()).toHaveAttribute('aria-autocomplete', 'list');
    expect(harness.input().getAttribute('aria-controls')).toBeTruthy();
    expect(harness.input()).not.toHaveAttribute('aria-activedescendant');
  });

  it('adds the body class while shown and removes it when closed', () => {
    const { t } = harness.renderPanel();
    expect(window.document.body).toHaveClass(BODY_CLASS);
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.document.body).not.toHaveClass(BODY_CLASS);
  });

  it('clears the text with the clear button, back to the empty state, focus in the input', async () => {
    const { t } = harness.renderPanel();
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
    await harness.search('accion');
    expect(harness.listbox()).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: t.clear }));
    expect(harness.input()).toHaveValue('');
    expect(harness.input()).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: t.clear })).not.toBeInTheDocument();
  });

  it('limits the input to the 200-character search term', () => {
    harness.renderPanel();
    expect(harness.input()).toHaveAttribute('maxLength', '200');
  });
});

describe('search panel: keyboard', () => {
  it('moves aria-activedescendant through every option across groups with the arrows', async () => {
    harness.renderPanel();
    await harness.search('accion');
    const options = within(harness.listbox()).getAllByRole('option');
    const active = () => harness.input().getAttribute('aria-activedescendant');
    harness.key('ArrowDown');
    expect(active()).toBe(options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    harness.key('ArrowDown');
    expect(active()).toBe(options[1]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'false');
    for (let i = 2; i < options.length; i++) harness.key('ArrowDown');
    expect(active()).toBe(options[options.length - 1]!.id);
    harness.key('ArrowDown');
    expect(active()).toBe(options[0]!.id);
    harness.key('ArrowUp');
    expect(active()).toBe(options[options.length - 1]!.id);
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    // The options span every group: definition, then its 'view more', then the series...
    expect(options[1]).toHaveAccessibleName(harness.TEXT.es.viewMore('Definición'));
    expect(harness.input()).toHaveFocus();
  });

  it.each(['Home', 'End'])(
    'returns from the options to the text with %s (no active option left)',
    async (name) => {
      harness.renderPanel();
      await harness.search('accion');
      harness.key('ArrowDown');
      harness.key('ArrowDown');
      expect(harness.input()).toHaveAttribute('aria-activedescendant');
      harness.key(name);
      expect(harness.input()).not.toHaveAttribute('aria-activedescendant');
      expect(within(harness.listbox()).queryByRole('option', { selected: true })).toBeNull();
      expect(harness.input()).toHaveFocus();
    },
  );

  it('opens the active option with Enter (an internal link through the router)', async () => {
    harness.renderPanel();
    await harness.search('accion');
    harness.key('ArrowDown');
    harness.key('Enter');
    expect(harness.location()).toBe('/es/bmv/glosario/Acci%C3%B3n');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the full results page (tab 1) with Enter and no active option, and closes', async () => {
    harness.renderPanel();
    await harness.search('casa de bolsa');
    harness.key('Enter');
    expect(harness.location()).toBe('/es/bmv/busqueda/casa_de_bolsa?tab=1');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.document.body).not.toHaveClass(BODY_CLASS);
  });

  it('searches at once with Enter during the debounce, and does not leave the panel', async () => {
    const { calls } = harness.renderPanel();
    harness.type('amx');
    harness.key('Enter');
    await harness.settle();
    expect(calls).toHaveLength(1);
    expect(harness.location()).toBe('/es');
    expect(harness.listbox()).toBeInTheDocument();
  });

  it('does nothing with Enter in the empty and error states', async () => {
    harness.renderPanel({ answer: () => ({ status: 500, body: {} }) });
    harness.key('Enter');
    await harness.search('amx');
    harness.key('Enter');
    expect(harness.location()).toBe('/es');
    expect(harness.dialog()).toBeInTheDocument();
  });

  it('closes with Esc and returns focus to the control that opened it', async () => {
    const { opener } = harness.renderPanel();
    await harness.search('accion');
    harness.key('ArrowDown');
    harness.pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  it('returns focus on the close button too', () => {
    const { opener, t } = harness.renderPanel();
    fireEvent.click(screen.getByRole('button', { name: t.close }));
    expect(opener).toHaveFocus();
  });

  it('returns focus to a control of the panel when the opener is unknown', () => {
    const { opener } = harness.renderPanel({ withOpener: false });
    harness.pressEscape();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('keeps focus inside: Tab and Shift+Tab cycle', async () => {
    const { t } = harness.renderPanel();
    await harness.search('accion');
    const clear = screen.getByRole('button', { name: t.clear });
    const close = screen.getByRole('button', { name: t.close });
    close.focus();
    harness.key('Tab');
    expect(harness.input()).toHaveFocus();
    harness.key('Tab', { shiftKey: true });
    expect(close).toHaveFocus();
    clear.focus();
    harness.key('Tab', { shiftKey: true });
    expect(clear).toHaveFocus(); // not the first: the browser moves on by itself
    harness.input().focus();
    harness.key('Tab', { shiftKey: true });
    expect(close).toHaveFocus();
  });
});
