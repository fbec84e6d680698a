import { render, screen } from '@testing-library/react';
import { Spinner } from './Spinner.js';

describe('Spinner', () => {
  it('is a status region named and announced by its label', () => {
    render(<Spinner label="Cargando el glosario" />);
    const status = screen.getByRole('status', { name: 'Cargando el glosario' });
    expect(status).toHaveTextContent('Cargando el glosario');
  });

  it('hides the decorative ring from assistive technology', () => {
    render(<Spinner label="Loading" />);
    const ring = screen.getByRole('status').querySelector('[aria-hidden="true"]');
    expect(ring).not.toBeNull();
    expect(ring).toHaveClass('ring', 'medium');
  });

  it('applies the requested size and an extra class', () => {
    render(<Spinner label="Loading" size="large" className="extra" />);
    const status = screen.getByRole('status');
    expect(status).toHaveClass('spinner', 'extra');
    expect(status.querySelector('[aria-hidden="true"]')).toHaveClass('large');
  });
});
