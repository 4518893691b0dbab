/**
 * The frame of MUI's outlined field, notched where its shrunk label stands (field-outline.css), drawn over
 * a plain select or text input; the label itself is a `<label className="field-label">`.
 */
export function FieldOutline({ label }: { label: string }) {
  return (
    <fieldset aria-hidden="true" className="field-outline">
      <legend>
        <span>{label}</span>
      </legend>
    </fieldset>
  );
}
