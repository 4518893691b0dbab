/** A pattern matching `text` anywhere, its characters taken literally (a card's name adds price and rating). */
export const containing = (text: string): RegExp => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
