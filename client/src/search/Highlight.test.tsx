import { render } from '@testing-library/react';
import { Highlight } from './Highlight.js';

describe('Highlight', () => {
  it('marks the query words and strips bold tags from the server text', () => {
    const { container } = render(<Highlight text="La <b>Acción</b> preferente" query="accion" />);
    expect(container.textContent).toBe('La Acción preferente');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Acción']);
    expect(container.querySelector('b')).toBeNull();
  });

  it('never injects markup from the text', () => {
    const { container } = render(
      <Highlight text={'<img src=x onerror="alert(1)">oro'} query="oro" />,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)">oro');
  });
});
