/**
 * When the grid's code is asked for (decisions 122 and 127). Each test takes fresh modules: which grid
 * loaded is module state. The grid itself is the stand-in of `__mocks__/ResultsGrid.tsx`.
 */
import type * as ReactModule from 'react';
import type * as ReactDomClient from 'react-dom/client';
import type * as ReactDomServer from 'react-dom/server';
import type * as Takeover from './grid-takeover.js';

jest.mock('./ResultsGrid.js');

interface Fresh {
  React: typeof ReactModule;
  client: typeof ReactDomClient;
  server: typeof ReactDomServer;
  takeover: typeof Takeover;
}

function fresh(): Fresh {
  let modules: Fresh | undefined;
  jest.isolateModules(() => {
    modules = {
      React: jest.requireActual('react'),
      client: jest.requireActual('react-dom/client'),
      server: jest.requireActual('react-dom/server'),
      takeover: jest.requireActual('./grid-takeover.js'),
    };
  });
  if (!modules) throw new Error('no modules');
  return modules;
}

/** A box of first rows that the grid's stand-in text replaces. */
function app({ React, takeover }: Fresh) {
  function Box() {
    const { takeover: ready, boxRef } = takeover.useGridTakeover();
    return ready
      ? React.createElement('p', null, 'grid')
      : React.createElement('div', { ref: boxRef, id: 'box' }, 'first rows');
  }
  return React.createElement(Box);
}

const settle = async (m: Fresh) => {
  for (let i = 0; i < 5; i++) await m.React.act(() => new Promise((r) => setTimeout(r, 0)));
};

/** The app rendered on the server, then hydrated in the page, settled. */
async function hydratedServerPage(m: Fresh) {
  const container = document.createElement('div');
  container.innerHTML = m.server.renderToString(app(m));
  document.body.append(container);
  await m.React.act(async () => {
    m.client.hydrateRoot(container, app(m));
  });
  await settle(m);
  return container;
}

describe("the grid's code", () => {
  let readyState: DocumentReadyState;
  beforeEach(() => {
    readyState = 'interactive';
    jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });
  afterEach(() => {
    jest.restoreAllMocks();
    document.body.innerHTML = '';
  });

  it("of a server page is not asked for by the page's load: only a sign of use asks", async () => {
    const m = fresh();
    const container = await hydratedServerPage(m);
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    await settle(m);
    expect(container.textContent).toBe('first rows');
  });

  it.each(['pointerenter', 'focusin', 'keydown', 'touchstart'])(
    'of a server page is asked for at once on a sign of use of the rows (%s)',
    async (type) => {
      const m = fresh();
      const container = await hydratedServerPage(m);
      container.querySelector('#box')?.dispatchEvent(new Event(type));
      await settle(m);
      expect(container.textContent).toBe('grid');
    },
  );

  it('of a server page is asked for at once when the pointer was on the rows before they hydrated', async () => {
    const m = fresh();
    const matches = jest.spyOn(Element.prototype, 'matches');
    matches.mockImplementation(function (this: Element, selector: string) {
      return this.id === 'box' && selector.includes(':hover');
    });
    const container = await hydratedServerPage(m);
    expect(container.textContent).toBe('grid');
  });

  it('of a grid rendered in the browser (no first view) is asked for at once', async () => {
    const m = fresh();
    const container = document.createElement('div');
    document.body.append(container);
    await m.React.act(async () => {
      m.client.createRoot(container).render(app(m));
    });
    await settle(m);
    expect(container.textContent).toBe('grid');
  });
});
