import { act, fireEvent, screen } from '@testing-library/react';
import type { Lang } from '#shared/types/common.js';
import { renderWithProviders } from '../../test/render.js';
import { CopyLink } from './CopyLink.js';

const TEXT = {
  es: {
    button: 'Copiar enlace',
    done: 'Enlace copiado',
    failed: 'No se pudo copiar; el enlace es',
  },
  en: { button: 'Copy link', done: 'Link copied', failed: 'Could not copy; the link is' },
} as const;

const setClipboard = (clipboard: Partial<Clipboard> | undefined) => {
  Object.defineProperty(window.navigator, 'clipboard', { value: clipboard, configurable: true });
};
const setCopyCommand = (result: boolean) => {
  const command = jest.fn(() => result);
  Object.defineProperty(document, 'execCommand', { value: command, configurable: true });
  return command;
};

afterEach(() => {
  setClipboard(undefined);
  Reflect.deleteProperty(document, 'execCommand');
});

async function click(lang: Lang) {
  renderWithProviders(<CopyLink />, { lang, path: `/${lang}/bmv/x/Dividendo` });
  const button = screen.getByRole('button', { name: TEXT[lang].button });
  await act(async () => {
    button.focus();
    fireEvent.click(button);
    await Promise.resolve();
  });
}

describe.each(['es', 'en'] as const)('copy link (%s)', (lang) => {
  const t = TEXT[lang];

  it('puts the page URL on the clipboard and says so politely', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    setClipboard({ writeText });
    await click(lang);
    expect(writeText).toHaveBeenCalledWith(window.location.href);
    expect(screen.getByRole('status')).toHaveTextContent(t.done);
  });

  it('falls back on the copy command where the Clipboard API is missing or refused', async () => {
    setClipboard({
      writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
    });
    const command = setCopyCommand(true);
    await click(lang);
    expect(command).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('status')).toHaveTextContent(t.done);
    expect(document.querySelector('textarea')).toBeNull();
    expect(screen.getByRole('button', { name: t.button })).toHaveFocus();
  });

  it('shows the URL to copy by hand when both ways fail', async () => {
    setCopyCommand(false);
    await click(lang);
    expect(screen.getByRole('status')).toHaveTextContent(`${t.failed} ${window.location.href}`);
  });
});
