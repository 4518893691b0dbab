/**
 * The command that runs a script of the repo on plain Node with `@carsi/*` and Orval's extensionless
 * imports resolved to the sources (source-resolve.ts). A module of its own: importing source-resolve.ts
 * registers its hooks in the importing process.
 */
const hook = new URL('./source-resolve.ts', import.meta.url).href;

export const nodeOnSources = (script: string): { command: string; args: string[] } => ({
  command: process.execPath,
  args: ['--import', hook, script],
});
