import { useEffect } from 'react';
import type { AttemptQuestion } from '../../../../schema';

/** Typing somewhere else: the letter belongs to that field. */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The keys A, B, C… choose the option with that letter of a multiple-choice question, unless
 * the student is typing in a field or a dialog is open (`enabled` false).
 */
export function useChoiceKeys(
  question: AttemptQuestion | undefined,
  enabled: boolean,
  choose: (key: string) => void,
): void {
  useEffect(() => {
    if (!enabled || !question || question.options.length === 0) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (typingIn(event.target) || event.key.length !== 1) return;
      const option = question.options.find((o) => o.key.toUpperCase() === event.key.toUpperCase());
      if (!option) return;
      event.preventDefault();
      choose(option.key);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [question, enabled, choose]);
}
