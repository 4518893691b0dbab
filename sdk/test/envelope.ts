import { HttpResponse } from 'msw';

export const ok = (data: unknown) => HttpResponse.json({ status: 200, code: 0, data });
export const fail = (status: number, code: string) =>
  HttpResponse.json({ status, code, message: 'sunucu metni', data: null }, { status });
