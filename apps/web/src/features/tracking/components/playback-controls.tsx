import { useTranslation } from 'react-i18next';
import { Pause, Play } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { PLAYBACK_SPEEDS, type PlaybackSpeed } from '@/features/tracking/track/playback-clock';
import type { Playback } from '@/features/tracking/track/use-playback';
import { formatDateTime } from '@/features/tracking/format';
import { cn } from '@/lib/cn';

const STEPS = 1000;

/** Play / pause, speed 1x–16x and the position slider. */
export function PlaybackControls({ playback }: { playback: Playback }) {
  const { t, i18n } = useTranslation('tracking');
  const span = Math.max(1, playback.end - playback.start);
  const value = Math.round(((playback.time - playback.start) / span) * STEPS);
  return (
    <div
      className="flex flex-col gap-3"
      data-testid="playback"
      data-playing={playback.playing}
      data-speed={playback.speed}
    >
      <div className="flex flex-wrap items-center gap-2">
        <Button
          size="icon"
          onClick={playback.playing ? playback.pause : playback.play}
          aria-label={playback.playing ? t('playback.pause') : t('playback.play')}
          data-testid={playback.playing ? 'playback-pause' : 'playback-play'}
        >
          {playback.playing ? <Pause /> : <Play />}
        </Button>
        <div
          role="radiogroup"
          aria-label={t('playback.speed')}
          className="flex rounded-md bg-muted p-1"
          dir="ltr"
        >
          {PLAYBACK_SPEEDS.map((speed: PlaybackSpeed) => (
            <button
              key={speed}
              type="button"
              role="radio"
              aria-checked={playback.speed === speed}
              onClick={() => playback.setSpeed(speed)}
              data-testid={`playback-speed-${speed}`}
              className={cn(
                'h-8 rounded-sm px-2.5 text-xs font-bold text-muted-foreground outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                playback.speed === speed && 'bg-card text-foreground shadow-xs',
              )}
            >
              {t('playback.speed_option', { value: speed })}
            </button>
          ))}
        </div>
        <span className="ms-auto text-xs font-semibold tabular-nums" data-testid="playback-time">
          {formatDateTime(playback.time, i18n.language)}
        </span>
      </div>
      <input
        type="range"
        min={0}
        max={STEPS}
        value={value}
        onChange={(event) => playback.seek(playback.start + (Number(event.target.value) / STEPS) * span)}
        aria-label={t('playback.slider')}
        aria-valuetext={formatDateTime(playback.time, i18n.language)}
        className="w-full accent-violet-600"
        dir="ltr"
        data-testid="playback-slider"
      />
    </div>
  );
}
