import { createRef, useCallback, useEffect, useState } from 'react';

/** The controls and words focus can be sent to once an action has done its work. */
export type FocusTarget =
  | 'begin'
  | 'question'
  | 'next'
  | 'type'
  | 'speak'
  | 'stop'
  | 'carryOn'
  | 'result'
  | 'leftOut';

/**
 * Focus goes where an action led (decisions 808, 810): the question after Begin or moving on, the stop button
 * once recording, Next question once an answer is saved, Type my answer after putting the typing away, the
 * closing words after Finish; never to the page or the dialog when the pressed button went away or was
 * disabled while it worked. `focus` asks for it; it moves once the screen shows what the action did.
 */
export function useInterviewFocus() {
  const [refs] = useState(() => ({
    begin: createRef<HTMLButtonElement>(),
    question: createRef<HTMLParagraphElement>(),
    next: createRef<HTMLButtonElement>(),
    type: createRef<HTMLButtonElement>(),
    speak: createRef<HTMLButtonElement>(),
    stop: createRef<HTMLButtonElement>(),
    carryOn: createRef<HTMLButtonElement>(),
    result: createRef<HTMLParagraphElement>(),
    leftOut: createRef<HTMLParagraphElement>(),
  }));
  /** A new object each time it is asked for, so asking twice for the same place moves focus twice. */
  const [focusOn, setFocusOn] = useState<{ target: FocusTarget } | null>(null);
  useEffect(() => {
    if (!focusOn) return;
    refs[focusOn.target].current?.focus();
  }, [focusOn, refs]);
  const focus = useCallback((target: FocusTarget) => setFocusOn({ target }), []);
  return { refs, focus };
}

export type InterviewFocusRefs = ReturnType<typeof useInterviewFocus>['refs'];
