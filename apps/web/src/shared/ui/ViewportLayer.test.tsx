import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ViewportLayer } from './ViewportLayer.tsx';

describe('ViewportLayer', () => {
  it('draws its content at the end of the body, outside the page that renders it', () => {
    render(
      <main style={{ transform: 'translateY(8px)' }}>
        <ViewportLayer>
          <button type="button">Customer service</button>
        </ViewportLayer>
      </main>,
    );
    const button = screen.getByRole('button', { name: 'Customer service' });
    expect(button.closest('main')).toBeNull();
    expect(button.parentElement).toBe(document.body);
  });
});
