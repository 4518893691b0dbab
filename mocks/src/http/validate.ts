/** The contract's patterns (openapi/README.md), checked the way a real server would. */
export const isValidEmail = (text: string): boolean => text.length <= 254 && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text);
export const isValidPassword = (text: string): boolean => /^(?=.*[A-Za-zÇĞİÖŞÜçğıöşü])(?=.*\d).{8,64}$/.test(text);
export const isMobilePhone = (text: string): boolean => /^5\d{9}$/.test(text);
export const isIdentityNumber = (text: string): boolean => /^[1-9]\d{10}$/.test(text);
export const isTaxNumber = (text: string): boolean => /^\d{10}$/.test(text);
