/** `@carsi/sdk`: the runtime, the session helpers and the main API. Content and live have their own entries. */
export * from './runtime/index.ts';
export * from './session/index.ts';
export * from './main.ts';
// The verticals, declared once in openapi/verticals/verticals.yaml.
export * from './generated/verticals.ts';
