/**
 * `@carsi/sdk/main-models`: the types and enumerations of the main API (`OrderStatus`, `Cart`, …)
 * without its functions and hooks, so code that only needs the contract's values (a Node script, a
 * seed) loads neither React Query nor the hundreds of operations. `@carsi/sdk/main` exports the same names.
 */
export * from './generated/main/model/index.ts';
