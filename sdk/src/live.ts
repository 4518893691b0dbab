/** `@carsi/sdk/live`: clients, React Query hooks and types of the live-auction service. */
export * from './generated/live/endpoints/index.ts';
export * from './generated/live/model/index.ts';
