/** `@carsi/sdk/main`: clients, React Query hooks and types of the main API. */
export * from './generated/main/endpoints/index.ts';
export * from './generated/main/model/index.ts';
