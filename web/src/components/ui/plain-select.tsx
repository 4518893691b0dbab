import { useId, type CSSProperties, type ReactNode } from 'react';
import { classNames } from '@/utils/class-names.ts';
import { FieldOutline } from './field-outline.tsx';
import { ShellIcon } from './shell-icons.tsx';

interface PlainSelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The `<option>`s. */
  children: ReactNode;
  className?: string;
  /** Its width where the caller sets one (`minWidth`). */
  style?: CSSProperties;
}

/**
 * A native select drawn as MUI's small outlined field with its label above (plain-select.css): a phone
 * opens its own picker, it works as the server drew it before the page's code has run, and a list page's
 * filters cost no MUI to render and hydrate (four MUI selects were sixty styled components on `/arama`).
 */
export function PlainSelect({ label, value, onChange, children, className, style }: PlainSelectProps) {
  const id = useId();
  return (
    <div className={classNames('plain-select', className)} style={style}>
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="plain-select__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </select>
      <ShellIcon name="dropDown" className="plain-select__arrow" />
      <FieldOutline label={label} />
    </div>
  );
}
