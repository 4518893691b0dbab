/** The ```ts / ```tsx blocks of a README, as consumer source files (`readme-1.tsx`, …) to compile. */
export function readmeExamples(markdown: string): Record<string, string> {
  const blocks = [...markdown.matchAll(/^```tsx?\n([\s\S]*?)^```$/gm)].map((match) => match[1] ?? '');
  return Object.fromEntries(blocks.map((code, index) => [`readme-${index + 1}.tsx`, code]));
}
