import { render } from '@testing-library/react';
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as RouterModule from 'react-router-dom';
import { MemoryRouter } from 'react-router-dom';
import type * as HydrationModule from './hydration.js';
import type * as SafeHtmlModule from './SafeHtml.js';
import type * as SanitizeModule from './sanitize.js';
import { SafeHtml } from './SafeHtml.js';
import { sanitizeContentHtml, sanitizeHtml } from './sanitize.js';

describe('sanitizeHtml', () => {
  it('keeps text structure and links', () => {
    expect(sanitizeHtml('<p>Una <strong>acción</strong> <a href="/es/x">x</a></p>')).toBe(
      '<p>Una <strong>acción</strong> <a href="/es/x">x</a></p>',
    );
  });

  it('removes scripts, event handlers, styles, iframes and javascript: URLs', () => {
    const out = sanitizeHtml(
      '<p onclick="x()" style="color:red">a</p><script>alert(1)</script><iframe src="/x"></iframe><a href="javascript:alert(1)">b</a><img src=x onerror=alert(1)>',
    );
    expect(out).not.toMatch(/script|onclick|style=|iframe|javascript:|onerror|<img/i);
    expect(out).toContain('<p>a</p>');
  });

  it('adds rel="noopener noreferrer" to links opening a new window', () => {
    expect(sanitizeHtml('<a href="/x" target="_blank">x</a>')).toBe(
      '<a href="/x" target="_blank" rel="noopener noreferrer">x</a>',
    );
  });

  it('gives an empty string for empty input', () => {
    expect(sanitizeHtml(null)).toBe('');
    expect(sanitizeHtml('')).toBe('');
  });
});

describe('SafeHtml', () => {
  it('renders sanitized HTML', () => {
    const { container } = render(
      <MemoryRouter>
        <SafeHtml html={'<p>ok</p><script>window.bad = 1</script>'} />
      </MemoryRouter>,
    );
    expect(container.innerHTML).toBe('<div><p>ok</p></div>');
  });
});

describe('sanitizeContentHtml', () => {
  it('sanitizes arriving HTML once a sanitizer is loaded', async () => {
    await expect(
      sanitizeContentHtml('<p>a</p><script>alert(1)</script><a href="/x" target="_blank">x</a>'),
    ).resolves.toBe('<p>a</p><a href="/x" target="_blank" rel="noopener noreferrer">x</a>');
    await expect(sanitizeContentHtml(undefined)).resolves.toBe('');
  });
});

describe('SafeHtml before DOMPurify has loaded in the browser', () => {
  /** Fresh copies of React and the modules, without the sanitizer the test setup loads. */
  function fresh() {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- isolateModules loads with require
    const load = (id: string): unknown => require(id);
    let modules!: {
      React: typeof ReactModule;
      client: typeof ReactDomClient;
      router: typeof RouterModule;
      SafeHtml: typeof SafeHtml;
      sanitize: typeof SanitizeModule;
      hydration: typeof HydrationModule;
    };
    jest.isolateModules(() => {
      modules = {
        React: load('react') as typeof ReactModule,
        client: load('react-dom/client') as typeof ReactDomClient,
        router: load('react-router-dom') as typeof RouterModule,
        SafeHtml: (load('./SafeHtml.js') as typeof SafeHtmlModule).SafeHtml,
        sanitize: load('./sanitize.js') as typeof SanitizeModule,
        hydration: load('./hydration.js') as typeof HydrationModule,
      };
    });
    return modules;
  }

  /** The component inside a router, as the app renders it (its links navigate with it). */
  const routed = ({ React, router, SafeHtml: Fresh }: ReturnType<typeof fresh>, html: string) =>
    React.createElement(router.MemoryRouter, null, React.createElement(Fresh, { html }));

  it('hydrates the HTML the server rendered as it is, without loading the sanitizer', async () => {
    const modules = fresh();
    const { React, client, sanitize, hydration } = modules;
    expect(sanitize.hasSanitizer()).toBe(false);
    const container = document.createElement('div');
    container.innerHTML = '<div><p>server <strong>clean</strong></p></div>';
    // As the browser entry does before hydrating.
    hydration.hydrationStarted();
    const errors: unknown[] = [];
    // React (development build) reports HTML that does not match the server's as a console error.
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    React.act(() => {
      client.hydrateRoot(container, routed(modules, '<p>server <strong>clean</strong></p>'), {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(container.innerHTML).toBe('<div><p>server <strong>clean</strong></p></div>');
    expect(errors).toEqual([]);
    expect(consoleError).not.toHaveBeenCalled();
    consoleError.mockRestore();
    // Nothing else to render: the sanitizer is not even loaded.
    await React.act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(sanitize.hasSanitizer()).toBe(false);
  });

  it('renders any other HTML only once the sanitizer has loaded, and sanitized', async () => {
    const modules = fresh();
    const { React, client, sanitize } = modules;
    const container = document.createElement('div');
    const root = client.createRoot(container);
    React.act(() => {
      root.render(routed(modules, '<p>new</p><img src=x onerror="x()">'));
    });
    // Never the unsanitized HTML: nothing until DOMPurify is there.
    expect(container.innerHTML).toBe('<div></div>');
    await React.act(async () => {
      await sanitize.loadSanitizer();
    });
    expect(sanitize.hasSanitizer()).toBe(true);
    expect(container.innerHTML).toBe('<div><p>new</p></div>');
    React.act(() => {
      root.unmount();
    });
  });
});
