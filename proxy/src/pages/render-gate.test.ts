import { RenderGate } from './render-gate.js';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const turn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('RenderGate', () => {
  it('runs at most its concurrency at a time, then the queued renders in arrival order', async () => {
    const gate = new RenderGate(2);
    const started: number[] = [];
    let active = 0;
    let maxActive = 0;
    const blockers = Array.from({ length: 5 }, deferred);
    const runs = blockers.map((blocker, i) =>
      gate.run(async () => {
        started.push(i);
        active++;
        maxActive = Math.max(maxActive, active);
        await blocker.promise;
        active--;
        return i;
      }),
    );
    await turn();
    expect(started).toEqual([0, 1]);
    expect(gate.queued).toBe(3);
    blockers.forEach((b) => {
      b.resolve();
    });
    await expect(Promise.all(runs)).resolves.toEqual([0, 1, 2, 3, 4]);
    expect(started).toEqual([0, 1, 2, 3, 4]);
    expect(maxActive).toBe(2);
    expect(gate.queued).toBe(0);
  });

  it('hands a freed slot on through the event loop, not within the finished render', async () => {
    const gate = new RenderGate(1);
    let secondStarted = false;
    const first = gate.run(async () => 'first');
    const second = gate.run(async () => {
      secondStarted = true;
    });
    await expect(first).resolves.toBe('first');
    expect(secondStarted).toBe(false);
    await second;
    expect(secondStarted).toBe(true);
  });

  it('frees the slot when a render fails', async () => {
    const gate = new RenderGate(1);
    await expect(
      gate.run(async () => {
        throw new Error('render failed');
      }),
    ).rejects.toThrow('render failed');
    await expect(gate.run(async () => 'next')).resolves.toBe('next');
    expect(gate.queued).toBe(0);
  });
});

describe('RenderGate: renders waiting for data', () => {
  const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

  it('a render waiting for the upstream gives its slot to the next render', async () => {
    const gate = new RenderGate(1);
    const events: string[] = [];
    const a = gate.run(async (slot) => {
      events.push('a starts');
      await slot.outside(() => delay(50));
      events.push('a ends');
    });
    const b = gate.run(async () => {
      events.push('b runs');
    });
    await Promise.all([a, b]);
    expect(events).toEqual(['a starts', 'b runs', 'a ends']);
    expect(gate.queued).toBe(0);
  });

  it('coming back, it goes before renders not yet started; parallel calls take one slot', async () => {
    const gate = new RenderGate(1);
    const events: string[] = [];
    let active = 0;
    let maxActive = 0;
    const computing = async (name: string, ms: number) => {
      active++;
      maxActive = Math.max(maxActive, active);
      events.push(name);
      await delay(ms); // holds the slot, as synchronous work would
      active--;
    };
    const a = gate.run(async (slot) => {
      await computing('a starts', 0);
      await Promise.all([slot.outside(() => delay(20)), slot.outside(() => delay(30))]);
      await computing('a ends', 0);
    });
    const b = gate.run(() => computing('b', 80));
    const c = gate.run(() => computing('c', 0));
    await Promise.all([a, b, c]);
    expect(events).toEqual(['a starts', 'b', 'a ends', 'c']);
    expect(maxActive).toBe(1);
    expect(gate.queued).toBe(0);
  });
});
