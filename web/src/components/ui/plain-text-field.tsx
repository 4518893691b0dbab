import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import { classNames } from '@/utils/class-names.ts';
import { FieldOutline } from './field-outline.tsx';

interface PlainTextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'placeholder' | 'className' | 'onChange'> {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Said under the field in the error colour, and the field marked invalid. */
  error?: string;
  /** A control at the field's end (a submit icon button). */
  end?: ReactNode;
  className?: string;
}

/**
 * MUI's small outlined TextField without MUI (plain-text-field.css): the label sits in the empty field
 * and moves into the outline's notch while the field has focus or text, all in CSS, so a field on a
 * page's first screen costs no MUI to render and hydrate.
 */
export function PlainTextField({ label, value, onChange, error, end, className, ...input }: PlainTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div
      className={classNames('plain-text-field', end !== undefined && 'plain-text-field--adorned', error !== undefined && 'plain-text-field--error', className)}
    >
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <div className="plain-text-field__frame">
        <input
          id={id}
          className="plain-text-field__input"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          // The label's resting place is decided in CSS by `:placeholder-shown`: a blank placeholder.
          placeholder=" "
          aria-invalid={error !== undefined || undefined}
          aria-describedby={error !== undefined ? helperId : undefined}
          {...input}
        />
        {end && <div className="plain-text-field__end">{end}</div>}
        <FieldOutline label={label} />
      </div>
      {error !== undefined && (
        <p id={helperId} className="plain-text-field__helper">
          {error}
        </p>
      )}
    </div>
  );
}
