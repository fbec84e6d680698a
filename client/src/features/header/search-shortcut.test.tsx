import { fireEvent, render, renderHook } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useSearchShortcut } from './search-shortcut.js';

function setup(enabled = true) {
  const open = jest.fn();
  const hook = renderHook(
    ({ on }) => {
      useSearchShortcut(open, on);
    },
    {
      initialProps: { on: enabled },
    },
  );
  return { open, hook };
}

/** The fields a visitor types into (search box, text area, editable area) and a button. */
const renderFields = () =>
  render(
    <div>
      <input type="search" aria-label="find" />
      <textarea aria-label="note" />
      <div role="textbox" aria-label="editable" contentEditable suppressContentEditableWarning />
      <button type="button">go</button>
    </div>,
  );

describe('useSearchShortcut', () => {
  it('opens on / and on Ctrl+K or Cmd+K, and keeps the key from the browser', () => {
    const { open } = setup();
    for (const init of [{ key: '/' }, { key: 'k', ctrlKey: true }, { key: 'K', metaKey: true }]) {
      const event = new KeyboardEvent('keydown', { ...init, bubbles: true, cancelable: true });
      document.body.dispatchEvent(event);
      expect(event.defaultPrevented).toBe(true);
    }
    expect(open).toHaveBeenCalledTimes(3);
  });

  it('types / into a field instead of opening, and ignores other keys', () => {
    const { open } = setup();
    const { getByRole } = renderFields();
    fireEvent.keyDown(getByRole('searchbox'), { key: '/' });
    fireEvent.keyDown(getByRole('textbox', { name: 'note' }), { key: '/' });
    fireEvent.keyDown(document.body, { key: 'k' });
    fireEvent.keyDown(document.body, { key: '/', altKey: true });
    expect(open).not.toHaveBeenCalled();
    // A button does not take text: the shortcut works from it.
    fireEvent.keyDown(getByRole('button'), { key: '/' });
    expect(open).toHaveBeenCalledTimes(1);
  });

  it('opens on Ctrl+K or Cmd+K from a text field too', () => {
    const { open } = setup();
    const { getByRole } = renderFields();
    const event = new KeyboardEvent('keydown', {
      key: 'k',
      ctrlKey: true,
      bubbles: true,
      cancelable: true,
    });
    getByRole('searchbox').dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    const note = getByRole('textbox', { name: 'note' });
    fireEvent.keyDown(note, { key: 'k', metaKey: true });
    fireEvent.keyDown(note, { key: 'K', ctrlKey: true, shiftKey: true });
    expect(open).toHaveBeenCalledTimes(2);
  });

  it('listens only while enabled (the panel closed)', () => {
    const { open, hook } = setup(false);
    fireEvent.keyDown(document.body, { key: '/' });
    hook.rerender({ on: true });
    fireEvent.keyDown(document.body, { key: '/' });
    hook.unmount();
    fireEvent.keyDown(document.body, { key: '/' });
    expect(open).toHaveBeenCalledTimes(1);
  });
});

describe('useSearchShortcut once enabled again', () => {
  // A key pressed in the commit that enables it (the panel just closed), before passive effects.
  function Probe({ enabled, open }: { enabled: boolean; open: () => void }) {
    useSearchShortcut(open, enabled);
    useLayoutEffect(() => {
      if (enabled)
        document.body.dispatchEvent(new KeyboardEvent('keydown', { key: '/', bubbles: true }));
    }, [enabled]);
    return null;
  }

  it('opens at once, not only after the effects that follow the paint', () => {
    const open = jest.fn();
    const { rerender } = render(<Probe enabled={false} open={open} />);
    expect(open).not.toHaveBeenCalled();
    rerender(<Probe enabled open={open} />);
    expect(open).toHaveBeenCalledTimes(1);
  });
});
