/** `@carsi/sdk/verticals`: the second-hand, craft and swap sections as one typed list (openapi/verticals/verticals.yaml). */
export * from './generated/verticals.ts';
