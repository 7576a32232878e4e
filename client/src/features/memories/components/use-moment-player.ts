import { type RefObject, useCallback, useEffect, useRef } from 'react';

/**
 * Plays a moment of a recording: from `fromMs`, and, when `untilMs` is given, stopping there (a word plays to the
 * end of its sentence, decision 724). Playing another moment, or her own pause, forgets the earlier stop.
 */
export function useMomentPlayer(audio: RefObject<HTMLAudioElement | null>) {
  const forgetStop = useRef<(() => void) | null>(null);
  useEffect(() => () => forgetStop.current?.(), []);
  return useCallback(
    (fromMs: number, untilMs?: number) => {
      const player = audio.current;
      if (!player) return;
      forgetStop.current?.();
      forgetStop.current = null;
      if (untilMs !== undefined) {
        // The player reports its time a few times a second: the stop lands within a quarter of a second of the end.
        const stopAtEnd = () => {
          if (player.currentTime * 1000 >= untilMs) {
            player.pause();
            forget();
          }
        };
        const forget = () => {
          player.removeEventListener('timeupdate', stopAtEnd);
          player.removeEventListener('pause', forget);
          forgetStop.current = null;
        };
        player.addEventListener('timeupdate', stopAtEnd);
        player.addEventListener('pause', forget);
        forgetStop.current = forget;
      }
      player.currentTime = fromMs / 1000;
      void player.play().catch(() => {});
    },
    [audio],
  );
}
