/**
 * When the grid's code is asked for (decision 122). Each test takes fresh modules: which grid
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
function app({ React, takeover }: Fresh, whenIdle: Takeover.IdleScheduler) {
  function Box() {
    const { takeover: ready, boxRef } = takeover.useGridTakeover(whenIdle);
    return ready
      ? React.createElement('p', null, 'grid')
      : React.createElement('div', { ref: boxRef, id: 'box' }, 'first rows');
  }
  return React.createElement(Box);
}

/** An idle scheduler that runs its tasks when told. */
function idleQueue() {
  const tasks: (() => void)[] = [];
  const whenIdle = jest.fn((task: () => void) => {
    tasks.push(task);
    return () => undefined;
  });
  const runIdle = () => {
    for (const task of tasks.splice(0)) task();
  };
  return { whenIdle, runIdle };
}

const settle = async (m: Fresh) => {
  for (let i = 0; i < 5; i++) await m.React.act(() => new Promise((r) => setTimeout(r, 0)));
};

/** The app rendered on the server, then hydrated in the page, settled. */
async function hydratedServerPage(m: Fresh, whenIdle: Takeover.IdleScheduler) {
  const container = document.createElement('div');
  container.innerHTML = m.server.renderToString(app(m, whenIdle));
  document.body.append(container);
  await m.React.act(async () => {
    m.client.hydrateRoot(container, app(m, whenIdle));
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

  it("of a server page waits for the page's load event, then for an idle moment", async () => {
    const m = fresh();
    const { whenIdle, runIdle } = idleQueue();
    const container = await hydratedServerPage(m, whenIdle);
    expect(whenIdle).not.toHaveBeenCalled();
    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(whenIdle).toHaveBeenCalledTimes(1);
    await settle(m);
    expect(container.textContent).toBe('first rows');
    runIdle();
    await settle(m);
    expect(container.textContent).toBe('grid');
  });

  it('of a server page is asked for at once on a sign of use of the rows', async () => {
    const m = fresh();
    const { whenIdle } = idleQueue();
    const container = await hydratedServerPage(m, whenIdle);
    container.querySelector('#box')?.dispatchEvent(new Event('pointerenter'));
    await settle(m);
    expect(container.textContent).toBe('grid');
  });

  it('of a grid rendered in the browser (no first view) is asked for at once', async () => {
    const m = fresh();
    const { whenIdle } = idleQueue();
    const container = document.createElement('div');
    document.body.append(container);
    await m.React.act(async () => {
      m.client.createRoot(container).render(app(m, whenIdle));
    });
    await settle(m);
    expect(container.textContent).toBe('grid');
  });
});
