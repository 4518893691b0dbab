/**
 * `@carsi/sdk/sections`: the clients and hooks of the second-hand, craft and swap families only — the
 * same functions `@carsi/sdk/main` exports, without the marketplace's, for code that picks a family's
 * hooks by name at run time.
 */
export * from './generated/sections.ts';
