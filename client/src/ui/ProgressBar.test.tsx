import { act, render, screen } from '@testing-library/react';
import { FAILED_MS, ProgressBar } from './ProgressBar.js';

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  jest.useRealTimers();
});

describe('ProgressBar', () => {
  it('stays hidden for navigations shorter than the 200 ms throttle', () => {
    const { rerender } = render(<ProgressBar active label="Cargando" />);
    act(() => {
      jest.advanceTimersByTime(199);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
    rerender(<ProgressBar active={false} label="Cargando" />);
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('shows a running bar after 200 ms, completes and hides when the navigation ends', () => {
    const { rerender } = render(<ProgressBar active label="Cargando" />);
    act(() => {
      jest.advanceTimersByTime(200);
    });
    const bar = screen.getByRole('progressbar', { name: 'Cargando' });
    expect(bar).toHaveAttribute('data-phase', 'running');
    expect(bar.getAttribute('style')).toContain('--progress-duration: 5000ms');
    rerender(<ProgressBar active={false} label="Cargando" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'done');
    act(() => {
      jest.advanceTimersByTime(300);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('turns red (failed) at once on failure, then goes away', () => {
    render(<ProgressBar active={false} failed label="Cargando" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'failed');
    act(() => {
      jest.advanceTimersByTime(FAILED_MS - 1);
    });
    expect(screen.getByRole('progressbar')).toHaveAttribute('data-phase', 'failed');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
