export type Service = 'main' | 'content' | 'live';

export interface AnswerToCheck {
  service: Service;
  method: string;
  /** The request path as called, without base URL or query. */
  path: string;
  body: unknown;
}

/** Returns a report when the answer breaks the contract (see `@carsi/sdk/schemas`). */
export type ResponseValidator = (answer: AnswerToCheck) => ContractDriftReport | undefined;

export interface SdkConfig {
  /** Base URL per service. Empty means "same origin" (the in-browser mocks). */
  baseUrls: Record<Service, string>;
  /**
   * When set, every answer is checked against its operation's zod schema and a mismatch is reported
   * through `onContractDrift`. Meant for development and tests; production leaves it unset.
   */
  validateResponse?: ResponseValidator;
  onContractDrift?: (report: ContractDriftReport) => void;
  /** Overrides the timeouts of spec §9 (tests). */
  timeoutsMs?: Partial<Record<Service, number | undefined>>;
  fetch?: typeof fetch;
}

export interface ContractDriftReport {
  operationId: string;
  issues: { path: string; message: string }[];
}

const defaults: SdkConfig = {
  baseUrls: { main: '', content: '', live: '' },
};

let current: SdkConfig = defaults;

export function configureSdk(options: Partial<SdkConfig>): void {
  current = {
    ...current,
    ...options,
    baseUrls: { ...current.baseUrls, ...options.baseUrls },
  };
}

export function resetSdkConfig(): void {
  current = defaults;
}

export function sdkConfig(): SdkConfig {
  return current;
}
