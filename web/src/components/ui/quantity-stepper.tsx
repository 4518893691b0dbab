import { ShellIcon } from '@/components/ui/shell-icons.tsx';
import { ShellIconButton } from './shell-icon-button.tsx';

interface QuantityStepperProps {
  value: number;
  min?: number;
  max: number;
  onChange: (quantity: number) => void;
  /** Names the product for assistive technology ("Mavi kupa adedi"). */
  label: string;
  disabled?: boolean;
}

/** − 2 + : one piece more or less, within the stock; plain markup (quantity-stepper.css), no MUI. */
export function QuantityStepper({ value, min = 1, max, onChange, label, disabled = false }: QuantityStepperProps) {
  return (
    <div role="group" aria-label={label} className="quantity-stepper">
      <ShellIconButton color="default" size="small" aria-label="Bir azalt" disabled={disabled || value <= min} onClick={() => onChange(value - 1)}>
        <ShellIcon name="minus" className="quantity-stepper__icon" />
      </ShellIconButton>
      <output aria-live="polite" className="quantity-stepper__value">
        {value}
      </output>
      <ShellIconButton color="default" size="small" aria-label="Bir artır" disabled={disabled || value >= max} onClick={() => onChange(value + 1)}>
        <ShellIcon name="plus" className="quantity-stepper__icon" />
      </ShellIconButton>
    </div>
  );
}
