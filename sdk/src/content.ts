/** `@carsi/sdk/content`: clients, React Query hooks and types of the content service. */
export * from './generated/content/endpoints/index.ts';
export * from './generated/content/model/index.ts';
