import { render, screen } from '@testing-library/react';
import { ErrorBoundary } from './ErrorBoundary.js';

function Broken(): never {
  throw new Error('chunk failed');
}

describe('ErrorBoundary', () => {
  it('shows the fallback and reports the error instead of failing the page', () => {
    const onError = jest.fn();
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <main>
        <p>page</p>
        <ErrorBoundary fallback={<p>fallback</p>} onError={onError}>
          <Broken />
        </ErrorBoundary>
      </main>,
    );
    expect(screen.getByText('page')).toBeInTheDocument();
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'chunk failed' }));
    quiet.mockRestore();
  });

  it('renders its children when nothing fails', () => {
    render(
      <ErrorBoundary fallback={<p>fallback</p>}>
        <p>content</p>
      </ErrorBoundary>,
    );
    expect(screen.getByText('content')).toBeInTheDocument();
    expect(screen.queryByText('fallback')).not.toBeInTheDocument();
  });
});
