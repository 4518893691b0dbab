/** What a verification found: one check per line of the summary and per JUnit test case, by category. */
export const CATEGORIES = ['examples', 'invalid', 'responses', 'auth', 'bola', 'flows'] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_TITLES: Readonly<Record<Category, string>> = {
  examples: 'documented examples answer 2xx',
  invalid: 'invalid requests answer 400 with field codes',
  responses: 'statuses documented, bodies match the schemas',
  auth: 'secured calls without a token answer 401',
  bola: "another member's records stay hidden (404 or 1000-1008)",
  flows: 'stateful flows of the specification',
};

export interface Check {
  category: Category;
  name: string;
  /** Why it failed; absent when it passed. */
  problem?: string;
  ms: number;
}

export class Results {
  readonly checks: Check[] = [];

  add(category: Category, name: string, problem: string | undefined, ms = 0): void {
    this.checks.push(problem === undefined ? { category, name, ms } : { category, name, problem, ms });
  }

  of(category: Category): Check[] {
    return this.checks.filter((check) => check.category === category);
  }

  get failed(): Check[] {
    return this.checks.filter((check) => check.problem !== undefined);
  }
}
