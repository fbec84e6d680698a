import { act, render } from '@testing-library/react';
import { useState } from 'react';
import { hydrationStarted, isHydrating, useHydrationEnd } from './hydration.js';

function Root({ seen }: { seen: boolean[] }) {
  useHydrationEnd();
  // What a component reads while it first renders.
  useState(() => seen.push(isHydrating()));
  return null;
}

describe('the hydration flag', () => {
  it('is set by the entry and ended once the root has committed', () => {
    expect(isHydrating()).toBe(false);
    hydrationStarted();
    expect(isHydrating()).toBe(true);
    const seen: boolean[] = [];
    act(() => {
      render(<Root seen={seen} />);
    });
    expect(seen).toEqual([true]);
    expect(isHydrating()).toBe(false);
    // A component first rendered after that reads false.
    const later: boolean[] = [];
    render(<Root seen={later} />);
    expect(later).toEqual([false]);
  });
});
