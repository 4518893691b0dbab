import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper.tsx';

function Stepper({ max, disabled = false }: { max: number; disabled?: boolean }) {
  const [value, setValue] = useState(1);
  return <QuantityStepper value={value} max={max} onChange={setValue} label="Çini kupa adedi" disabled={disabled} />;
}

describe('QuantityStepper', () => {
  it('counts one piece up and down within the stock, and says the count aloud', async () => {
    const user = userEvent.setup();
    render(<Stepper max={2} />);
    const group = screen.getByRole('group', { name: 'Çini kupa adedi' });
    const less = screen.getByRole('button', { name: 'Bir azalt' });
    const more = screen.getByRole('button', { name: 'Bir artır' });
    expect(group.querySelector('output')?.textContent).toBe('1');
    expect(group.querySelector('output')?.getAttribute('aria-live')).toBe('polite');
    expect(less).toHaveProperty('disabled', true);
    await user.click(more);
    expect(group.querySelector('output')?.textContent).toBe('2');
    expect(more).toHaveProperty('disabled', true);
    expect(less).toHaveProperty('disabled', false);
    await user.click(less);
    expect(group.querySelector('output')?.textContent).toBe('1');
  });

  it('cannot be pressed while the line is busy', () => {
    render(<Stepper max={5} disabled />);
    expect(screen.getByRole('button', { name: 'Bir artır' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Bir azalt' })).toHaveProperty('disabled', true);
  });
});
