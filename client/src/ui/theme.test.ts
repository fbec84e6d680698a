import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chooseTheme, currentTheme, subscribeTheme, THEME_STORAGE_KEY } from './theme.js';

/** A system colour scheme the test can change, as `matchMedia('(prefers-color-scheme: dark)')`. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches: dark,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
  };
  Object.defineProperty(window, 'matchMedia', { configurable: true, value: () => query });
  return {
    set(next: boolean) {
      query.matches = next;
      listeners.forEach((listener) => {
        listener();
      });
    },
  };
}

const template = readFileSync(join(__dirname, '../../index.html'), 'utf8');
const headScript = /<script>([\s\S]*?)<\/script>/.exec(template)?.[1] ?? '';
// The template's script as the browser runs it before the first paint.
const runTemplateScript = () => {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the template's own script
  new Function(headScript)();
};

beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

describe("the template's theme script (before the first paint)", () => {
  it('sits in the head and reads the key the site writes', () => {
    const head = template.slice(0, template.indexOf('</head>'));
    expect(head).toContain(headScript);
    expect(headScript).toContain(`'${THEME_STORAGE_KEY}'`);
  });

  it("follows the system while no choice is stored, also when the system's changes", () => {
    const system = fakeSystem(true);
    runTemplateScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    system.set(false);
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it("applies a stored choice whatever the system's", () => {
    const system = fakeSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    runTemplateScript();
    expect(document.documentElement.dataset.theme).toBe('dark');
    system.set(true);
    system.set(false);
    expect(document.documentElement.dataset.theme).toBe('dark');
  });

  it('ignores a stored value that is not a theme', () => {
    fakeSystem(false);
    localStorage.setItem(THEME_STORAGE_KEY, '<script>');
    runTemplateScript();
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});

describe('choosing a theme', () => {
  it("stores a choice that differs from the system's and shows it at once", () => {
    fakeSystem(false);
    runTemplateScript();
    chooseTheme('dark');
    expect(currentTheme()).toBe('dark');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
  });

  it("forgets the choice when it is the system's again, so the page follows the system", () => {
    const system = fakeSystem(false);
    runTemplateScript();
    chooseTheme('dark');
    chooseTheme('light');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    system.set(true);
    expect(currentTheme()).toBe('dark');
  });

  it('tells subscribers when the theme changes', async () => {
    fakeSystem(false);
    runTemplateScript();
    const onChange = jest.fn();
    const unsubscribe = subscribeTheme(onChange);
    chooseTheme('dark');
    await Promise.resolve();
    expect(onChange).toHaveBeenCalled();
    unsubscribe();
  });
});
