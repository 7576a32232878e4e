import { useCallback, useEffect, useRef, useState } from 'react';

/** Where the read-aloud choice is remembered on this device. */
const READ_ALOUD_KEY = 'heirloom.interview.readAloud';

/** Whether questions are read aloud: on unless the person turned it off on this device. */
export function useReadAloud() {
  const [readAloud, setReadAloud] = useState(() => {
    try {
      return window.localStorage.getItem(READ_ALOUD_KEY) !== 'off';
    } catch {
      return true;
    }
  });
  const choose = useCallback((on: boolean) => {
    setReadAloud(on);
    try {
      window.localStorage.setItem(READ_ALOUD_KEY, on ? 'on' : 'off');
    } catch {
      // A browser that keeps nothing still reads aloud as chosen for this visit.
    }
    if (!on) stopSpeaking();
  }, []);
  return [readAloud, choose] as const;
}

/** Reads `text` aloud a little slower than usual, cutting off whatever was being read. */
export function speak(text: string) {
  const synthesis = typeof window === 'undefined' ? undefined : window.speechSynthesis;
  if (!synthesis || typeof SpeechSynthesisUtterance === 'undefined') return;
  synthesis.cancel();
  const utterance = new SpeechSynthesisUtterance(text);
  utterance.rate = 0.9;
  synthesis.speak(utterance);
}

export function stopSpeaking() {
  window.speechSynthesis?.cancel();
}

/**
 * Each new question is read aloud once, unless the person turned that off; reading stops when the screen goes.
 * Returns a function that lets the current question be read again (after a break, the question is read anew).
 */
export function useSpeakEachQuestion(
  question: { key: string; text: string } | null,
  paused: boolean,
  readAloud: boolean,
) {
  const spokenKey = useRef<string | null>(null);
  useEffect(() => {
    if (!question || paused || !readAloud) return;
    if (spokenKey.current === question.key) return;
    spokenKey.current = question.key;
    speak(question.text);
  }, [question, paused, readAloud]);
  useEffect(() => () => stopSpeaking(), []);
  return useCallback(() => {
    spokenKey.current = null;
  }, []);
}
