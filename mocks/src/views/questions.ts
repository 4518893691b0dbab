/** Marketplace question records → the contract's Question (the asker's id stays in the store). */
import type { QuestionRecord } from '../db/types.ts';
import type { Question } from '@carsi/sdk/main';

export function questionView({ askerId: _asker, ...question }: QuestionRecord): Question {
  return question;
}
