/** The three services of the contract and where their bundles go. */
import { join } from 'node:path';

export const services = ['main', 'content', 'live'] as const;
export type Service = (typeof services)[number];

export const root = join(import.meta.dirname, '..');
export const distDir = join(root, 'openapi', 'dist');

export const jsonBundle = (service: Service): string => join(distDir, `${service}.json`);
export const yamlBundle = (service: Service): string => join(distDir, `${service}.yaml`);
