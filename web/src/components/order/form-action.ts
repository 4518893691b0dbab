import { DEFAULT_FAILURE_MESSAGE, isApiError } from '@carsi/sdk/runtime';

/**
 * What a commerce form is given by its feature's api/: the platform's call for one order (the
 * marketplace and the sections name and shape them differently), whether it runs, and its refusal.
 */
export interface FormAction<T> {
  submit: (value: T) => void;
  pending: boolean;
  /** The server's refusal, shown inside the form. */
  problem?: string;
}

/** A generated mutation as a form's action: `toVariables` puts the form's value into the platform's request. */
export function formAction<T, V>(mutation: { mutate: (variables: V) => void; isPending: boolean; error: unknown }, toVariables: (value: T) => V): FormAction<T> {
  const { error } = mutation;
  return {
    submit: (value) => mutation.mutate(toVariables(value)),
    pending: mutation.isPending,
    problem: error ? (isApiError(error) ? error.message : DEFAULT_FAILURE_MESSAGE) : undefined,
  };
}
