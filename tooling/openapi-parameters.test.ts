import { describe, expect, it } from 'vitest';
import { resolveParameter } from './openapi-parameters.ts';

const bundle = { components: { parameters: { CurrentPage: { name: 'currentPage', in: 'query' }, IdempotencyKey: { name: 'Idempotency-Key', in: 'header' } } } };

describe('resolveParameter', () => {
  it('gives the shared parameter a $ref names, and a parameter written in place as it is', () => {
    expect(resolveParameter(bundle, { $ref: '#/components/parameters/IdempotencyKey' })).toEqual({ name: 'Idempotency-Key', in: 'header' });
    expect(resolveParameter(bundle, { name: 'pageSize', in: 'query' })).toEqual({ name: 'pageSize', in: 'query' });
  });

  it('leaves a $ref the bundle does not hold, or one outside its parameters, unresolved', () => {
    expect(resolveParameter(bundle, { $ref: '#/components/parameters/Missing' })).toEqual({ $ref: '#/components/parameters/Missing' });
    expect(resolveParameter(bundle, { $ref: '#/components/schemas/CurrentPage' })).toEqual({ $ref: '#/components/schemas/CurrentPage' });
    expect(resolveParameter({}, { $ref: '#/components/parameters/CurrentPage' })).toEqual({ $ref: '#/components/parameters/CurrentPage' });
  });
});
