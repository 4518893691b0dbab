/** Money in TRY to the kuruş (two decimals), the one rounding of the mock backend. */
export const round = (amount: number): number => Math.round(amount * 100) / 100;
