import { DEFAULT_FAILURE_MESSAGE, errorMessageFor, isApiError } from '@carsi/sdk/runtime';
import { useCallback, useState, type ChangeEvent, type FormEvent } from 'react';
import type { z } from 'zod';

export type FieldValue = string | boolean;
export type FieldErrors<V> = Partial<Record<keyof V & string, string>>;

/** The names of the fields that hold text (not checkboxes); an index signature of V names none. */
export type TextFieldName<V> = keyof { [K in keyof V as string extends K ? never : V[K] extends string ? K : never]: true } & string;

/** What a text input needs to show and edit one field; spread onto a MUI TextField. */
export interface BoundTextField<K extends string> {
  name: K;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  /** The field's error, or `help` while it has none. */
  helperText: string | undefined;
}

export interface UseZodFormOptions<V> {
  /**
   * Catalogue codes that belong to one field when the server names no field (e.g. wrong password), with
   * the form's own words where the catalogue's are written for another place (login's "E-posta adresi
   * veya şifre hatalı." on a signed-in member's current password).
   */
  codeFields?: Readonly<Record<string, (keyof V & string) | { field: keyof V & string; message: string }>>;
}

export interface ZodForm<V extends Record<string, FieldValue>, O> {
  values: V;
  errors: FieldErrors<V>;
  /** A failure that belongs to no single field; shown above the submit button. */
  formError: string | undefined;
  setValue: <K extends keyof V & string>(name: K, value: V[K]) => void;
  /** Validates with the schema; calls `onValid` with the parsed data only when every field passes. */
  handleSubmit: (onValid: (data: O) => void) => (event: FormEvent<HTMLFormElement>) => void;
  /** Puts a server failure (ApiError.fields / .code) on the field it concerns; typed values stay. */
  applyServerError: (error: unknown) => void;
  /** Binds a text input to the field `name` as typed; `help` shows below it while it has no error. */
  textField: <K extends TextFieldName<V>>(name: K, help?: string) => BoundTextField<K>;
}

const focusField = (form: HTMLFormElement, name: string): void => {
  const element = form.querySelector<HTMLElement>(`[name="${name}"]`);
  element?.focus();
};

/** Controlled form state validated by a zod schema, with Turkish messages from the schema. */
export function useZodForm<V extends Record<string, FieldValue>, O>(
  schema: z.ZodType<O>,
  initialValues: V,
  options: UseZodFormOptions<V> = {},
): ZodForm<V, O> {
  const [values, setValues] = useState<V>(initialValues);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [formError, setFormError] = useState<string | undefined>(undefined);
  const { codeFields } = options;

  const isField = useCallback((name: string): name is keyof V & string => Object.hasOwn(initialValues, name), [initialValues]);

  const setValue = useCallback(<K extends keyof V & string>(name: K, value: V[K]) => {
    setValues((previous) => ({ ...previous, [name]: value }));
    setErrors((previous) => {
      if (previous[name] === undefined) return previous;
      const next = { ...previous };
      delete next[name];
      return next;
    });
  }, []);

  const handleSubmit = useCallback(
    (onValid: (data: O) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = event.currentTarget;
      const result = schema.safeParse(values);
      if (result.success) {
        setErrors({});
        setFormError(undefined);
        onValid(result.data);
        return;
      }
      const next: Record<string, string> = {};
      for (const issue of result.error.issues) {
        const name = issue.path[0];
        if (typeof name === 'string' && isField(name) && next[name] === undefined) next[name] = issue.message;
      }
      setErrors(next as FieldErrors<V>);
      const first = Object.keys(next)[0];
      if (first !== undefined) focusField(form, first);
    },
    [schema, values, isField],
  );

  const applyServerError = useCallback(
    (error: unknown) => {
      if (!isApiError(error)) {
        setFormError(DEFAULT_FAILURE_MESSAGE);
        return;
      }
      const next: Record<string, string> = {};
      for (const problem of error.fields) {
        if (isField(problem.field) && next[problem.field] === undefined) {
          next[problem.field] = problem.message || errorMessageFor(problem.code);
        }
      }
      const owner = codeFields?.[error.code];
      const ownerField = typeof owner === 'object' ? owner.field : owner;
      if (ownerField !== undefined && next[ownerField] === undefined) next[ownerField] = typeof owner === 'object' ? owner.message : error.message;
      setErrors(next as FieldErrors<V>);
      setFormError(Object.keys(next).length === 0 ? error.message : undefined);
    },
    [codeFields, isField],
  );

  const textField = <K extends TextFieldName<V>>(name: K, help?: string): BoundTextField<K> => ({
    name,
    value: values[name] as string,
    // A text field's value is a string (TextFieldName), so what was typed is a valid V[K].
    onChange: (event) => setValue(name, event.target.value as V[K]),
    error: errors[name] !== undefined,
    helperText: errors[name] ?? help,
  });

  return { values, errors, formError, setValue, handleSubmit, applyServerError, textField };
}
