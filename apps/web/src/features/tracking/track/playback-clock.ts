/** Playback speeds offered (spec: 1x to 16x). */
export const PLAYBACK_SPEEDS = [1, 2, 4, 8, 16] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];

/**
 * How many track milliseconds one real millisecond plays at 1x. A day at 1x would take a day to watch:
 * 1x plays a minute of the record per real second, and the other speeds multiply that.
 */
export const BASE_RATE = 60;

export type PlaybackState = { time: number; playing: boolean; speed: PlaybackSpeed };

/**
 * The playback clock: track time as a function of real time, with play, pause, speed and seek. Pure: the
 * caller passes the real time (`performance.now()`), so tests drive it with numbers.
 */
export class PlaybackClock {
  private anchorReal = 0;
  private anchorTrack: number;
  private playingNow = false;
  private speedNow: PlaybackSpeed = 1;

  constructor(
    readonly start: number,
    readonly end: number,
  ) {
    this.anchorTrack = start;
  }

  /** Track time at real time `now`, clamped to the record; playing stops at the end. */
  time(now: number): number {
    if (!this.playingNow) return this.anchorTrack;
    const t = this.anchorTrack + (now - this.anchorReal) * BASE_RATE * this.speedNow;
    if (t >= this.end) {
      this.anchorTrack = this.end;
      this.playingNow = false;
      return this.end;
    }
    return t;
  }

  state(now: number): PlaybackState {
    const time = this.time(now);
    return { time, playing: this.playingNow, speed: this.speedNow };
  }

  get playing(): boolean {
    return this.playingNow;
  }

  get speed(): PlaybackSpeed {
    return this.speedNow;
  }

  /** Plays from the current time; at the end, starts over. */
  play(now: number): void {
    const t = this.time(now);
    this.anchorTrack = t >= this.end ? this.start : t;
    this.anchorReal = now;
    this.playingNow = this.end > this.start;
  }

  pause(now: number): void {
    this.anchorTrack = this.time(now);
    this.playingNow = false;
  }

  setSpeed(speed: PlaybackSpeed, now: number): void {
    this.anchorTrack = this.time(now);
    this.anchorReal = now;
    this.speedNow = speed;
  }

  seek(time: number, now: number): void {
    this.anchorTrack = Math.min(this.end, Math.max(this.start, time));
    this.anchorReal = now;
  }

  /** 0..1 through the record. */
  progress(now: number): number {
    return this.end > this.start ? (this.time(now) - this.start) / (this.end - this.start) : 0;
  }
}
