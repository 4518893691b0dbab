import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginRequest, RegisterRequest } from '../generated/main/model/index.ts';
import type { ApiError } from '../runtime/api-error.ts';
import { endSession } from '../runtime/token.ts';
import { logIn, signUp, type LoggedIn } from './log-in.ts';

/** Login as a mutation (key `login`, so the success toast and error handling apply as everywhere). */
export function useLogIn() {
  const client = useQueryClient();
  return useMutation<LoggedIn, ApiError, LoginRequest>({
    mutationKey: ['login'],
    mutationFn: logIn,
    onSuccess: () => client.invalidateQueries(),
  });
}

export function useSignUp() {
  const client = useQueryClient();
  return useMutation<LoggedIn, ApiError, RegisterRequest>({
    mutationKey: ['register'],
    mutationFn: signUp,
    onSuccess: () => client.invalidateQueries(),
  });
}

/** Logout is local: the token is forgotten and cached personal data dropped. */
export function useLogOut() {
  const client = useQueryClient();
  return () => {
    endSession('logout');
    client.clear();
  };
}
