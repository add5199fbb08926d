import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MathHtml } from './MathHtml';

describe('MathHtml', () => {
  it('typesets inline and display math with KaTeX', async () => {
    const { container } = render(
      <MathHtml html="<p>Solve $x^2 = 4$ for x.</p><p>$$\frac{3}{4}$$</p>" />,
    );
    await waitFor(() => expect(container.querySelectorAll('.katex')).toHaveLength(2));
    expect(container.querySelector('.katex-display')).not.toBeNull();
    expect(screen.getByText(/Solve/)).toBeDefined();
  });

  it('leaves text without math alone and strips scripts', () => {
    const { container } = render(
      <MathHtml html={'<p>Costs 5 dollars</p><img src="x" onerror="alert(1)">'} />,
    );
    expect(container.textContent).toBe('Costs 5 dollars');
    expect(container.querySelector('img')?.getAttribute('onerror')).toBeNull();
  });
});
