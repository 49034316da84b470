import { describe, expect, it } from 'vitest';
import { formatTimeAgo } from '@/features/tracking/time-ago';

const NOW = Date.parse('2026-03-01T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('time ago', () => {
  it('English: now, minutes, hours, days', () => {
    expect(formatTimeAgo(ago(20), NOW, 'en')).toBe('now');
    expect(formatTimeAgo(ago(60), NOW, 'en')).toBe('1 minute ago');
    expect(formatTimeAgo(ago(5 * 60 + 59), NOW, 'en')).toBe('5 minutes ago');
    expect(formatTimeAgo(ago(2 * 3600 + 100), NOW, 'en')).toBe('2 hours ago');
    expect(formatTimeAgo(ago(24 * 3600), NOW, 'en')).toBe('yesterday');
    expect(formatTimeAgo(ago(3 * 24 * 3600), NOW, 'en')).toBe('3 days ago');
  });

  it('Arabic: the same instants in Arabic words', () => {
    expect(formatTimeAgo(ago(20), NOW, 'ar')).toBe('الآن');
    expect(formatTimeAgo(ago(60), NOW, 'ar')).toBe('قبل دقيقة واحدة');
    expect(formatTimeAgo(ago(5 * 60), NOW, 'ar')).toMatch(/^قبل (5|٥) دقائق$/);
    expect(formatTimeAgo(ago(2 * 3600), NOW, 'ar')).toBe('قبل ساعتين');
    expect(formatTimeAgo(ago(24 * 3600), NOW, 'ar')).toBe('أمس');
  });

  it('a device clock slightly ahead reads now; an unreadable time a dash', () => {
    expect(formatTimeAgo(new Date(NOW + 30_000), NOW, 'en')).toBe('now');
    expect(formatTimeAgo('not a date', NOW, 'ar')).toBe('—');
  });
});
