/** The seed of every faker draw of the mock backend: the stored shop and the generated fallbacks. */
export const FAKER_SEED = 20_251_122;
