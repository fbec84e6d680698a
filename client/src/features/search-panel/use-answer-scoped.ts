/**
 * A value that belongs to one answer of the panel (the active option, what the live region says
 * after an action): a new answer starts without it.
 */
import { useState } from 'react';

export function useAnswerScoped<T>(answerKey: string): [T | null, (value: T | null) => void] {
  const [held, setHeld] = useState<{ answer: string; value: T } | null>(null);
  const value = held?.answer === answerKey ? held.value : null;
  const set = (next: T | null) => {
    setHeld(next === null ? null : { answer: answerKey, value: next });
  };
  return [value, set];
}
