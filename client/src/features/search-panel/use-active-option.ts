/**
 * The combobox's active option (WAI-ARIA `aria-activedescendant`): moved by the arrow keys through
 * the listbox's options, wrapping at either end, and kept in view.
 */
import { useEffect } from 'react';
import { useAnswerScoped } from './use-answer-scoped.js';

export function useActiveOption(listboxId: string, answerKey: string) {
  const [activeId, setActive] = useAnswerScoped<string>(answerKey);

  // Focus stays in the input, so the browser does not scroll the active option into view itself.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  const move = (step: 1 | -1) => {
    const all = Array.from(
      document.getElementById(listboxId)?.querySelectorAll<HTMLElement>('[role="option"]') ?? [],
    );
    if (all.length === 0) return;
    const at = all.findIndex((o) => o.id === activeId);
    const next =
      at === -1 ? (step === 1 ? 0 : all.length - 1) : (at + step + all.length) % all.length;
    const target = all[next];
    if (target) setActive(target.id);
  };

  return { activeId, setActive, move };
}
