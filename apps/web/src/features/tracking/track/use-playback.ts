import { useCallback, useEffect, useMemo, useState } from 'react';
import { PlaybackClock, type PlaybackSpeed } from '@/features/tracking/track/playback-clock';

export type Playback = {
  time: number;
  playing: boolean;
  speed: PlaybackSpeed;
  start: number;
  end: number;
  play: () => void;
  pause: () => void;
  setSpeed: (speed: PlaybackSpeed) => void;
  seek: (time: number) => void;
};

/** The playback clock driven by animation frames while playing. */
export function usePlayback(start: number, end: number): Playback {
  const clock = useMemo(() => new PlaybackClock(start, end), [start, end]);
  const [state, setState] = useState(() => clock.state(performance.now()));

  useEffect(() => {
    setState(clock.state(performance.now()));
  }, [clock]);

  useEffect(() => {
    if (!state.playing) return;
    let frame = requestAnimationFrame(function tick() {
      const next = clock.state(performance.now());
      setState(next);
      if (next.playing) frame = requestAnimationFrame(tick);
    });
    return () => cancelAnimationFrame(frame);
  }, [clock, state.playing]);

  const play = useCallback(() => {
    clock.play(performance.now());
    setState(clock.state(performance.now()));
  }, [clock]);
  const pause = useCallback(() => {
    clock.pause(performance.now());
    setState(clock.state(performance.now()));
  }, [clock]);
  const setSpeed = useCallback(
    (speed: PlaybackSpeed) => {
      clock.setSpeed(speed, performance.now());
      setState(clock.state(performance.now()));
    },
    [clock],
  );
  const seek = useCallback(
    (time: number) => {
      clock.seek(time, performance.now());
      setState(clock.state(performance.now()));
    },
    [clock],
  );
  return { ...state, start, end, play, pause, setSpeed, seek };
}
