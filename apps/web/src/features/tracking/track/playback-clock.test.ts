import { describe, expect, it } from 'vitest';
import { BASE_RATE, PlaybackClock } from '@/features/tracking/track/playback-clock';

const START = 1_000_000;
const HOUR = 3_600_000;

describe('playback clock', () => {
  it('stands still until played, then advances BASE_RATE x speed track-ms per real ms', () => {
    const clock = new PlaybackClock(START, START + HOUR);
    expect(clock.time(500)).toBe(START);
    clock.play(1000);
    expect(clock.time(2000)).toBe(START + 1000 * BASE_RATE);
    clock.setSpeed(4, 2000);
    expect(clock.time(3000)).toBe(START + 1000 * BASE_RATE + 4000 * BASE_RATE);
  });

  it('pause holds the time; play resumes from it', () => {
    const clock = new PlaybackClock(START, START + HOUR);
    clock.play(0);
    clock.pause(1000);
    expect(clock.time(50_000)).toBe(START + 1000 * BASE_RATE);
    expect(clock.playing).toBe(false);
    clock.play(60_000);
    expect(clock.time(61_000)).toBe(START + 2000 * BASE_RATE);
  });

  it('stops at the end; play again starts over', () => {
    const clock = new PlaybackClock(START, START + HOUR);
    clock.setSpeed(16, 0);
    clock.play(0);
    expect(clock.time(HOUR)).toBe(START + HOUR);
    expect(clock.playing).toBe(false);
    expect(clock.progress(HOUR)).toBe(1);
    clock.play(HOUR + 1);
    expect(clock.time(HOUR + 1)).toBe(START);
    expect(clock.playing).toBe(true);
  });

  it('seek (the slider) clamps to the record and keeps playing from there', () => {
    const clock = new PlaybackClock(START, START + HOUR);
    clock.play(0);
    clock.seek(START + HOUR / 2, 100);
    expect(clock.progress(100)).toBe(0.5);
    expect(clock.time(200)).toBe(START + HOUR / 2 + 100 * BASE_RATE);
    clock.seek(START - 5, 300);
    expect(clock.time(300)).toBe(START);
    clock.seek(START + 2 * HOUR, 400);
    expect(clock.time(400)).toBe(START + HOUR);
  });

  it('an empty record (one fix) never plays', () => {
    const clock = new PlaybackClock(START, START);
    clock.play(0);
    expect(clock.playing).toBe(false);
    expect(clock.progress(10)).toBe(0);
  });
});
