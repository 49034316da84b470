import { useEffect, useRef } from 'react';
import * as maplibregl from 'maplibre-gl';
import { useMap } from '@/components/map/map-context';
import { SEVERITY_COLORS } from '@/features/events/components/event-visuals';
import type { PlacedEvent } from '@/features/events/record-events';

type Props = {
  events: readonly PlacedEvent[];
  /** The event the playback passed last (or the one chosen): drawn larger. */
  currentId: number | null;
  passedUntil: number;
  labelOf: (event: PlacedEvent) => string;
  onChoose: (event: PlacedEvent) => void;
};

/**
 * The record's events on the track as numbered DOM buttons (a day has tens of events, not thousands):
 * the number matches the list, which names the type and the severity in words; the colour repeats the
 * severity. Events the playback has not reached yet are drawn faded.
 */
export function EventMarkers({ events, currentId, passedUntil, labelOf, onChoose }: Props) {
  const map = useMap();
  const markers = useRef(new Map<number, maplibregl.Marker>());
  const chooseRef = useRef(onChoose);
  useEffect(() => {
    chooseRef.current = onChoose;
  });

  useEffect(() => {
    const placed = new Map<number, maplibregl.Marker>();
    events.forEach((event, index) => {
      // A pin: the numbered button above a short stem ending at the place, so the playback's vehicle
      // passing there stays visible.
      const element = document.createElement('div');
      element.className = 'flex flex-col items-center';
      const button = document.createElement('button');
      button.type = 'button';
      button.dataset.testid = 'event-marker';
      button.dataset.eventId = String(event.id);
      button.dataset.type = event.type;
      button.textContent = String(index + 1);
      const label = `${index + 1}. ${labelOf(event)}`;
      button.setAttribute('aria-label', label);
      button.title = label;
      button.className =
        'grid place-content-center rounded-full border-2 border-white text-[11px] font-extrabold text-white shadow outline-none focus-visible:ring-3 focus-visible:ring-ring/60';
      button.style.backgroundColor = SEVERITY_COLORS[event.severity];
      button.addEventListener('click', (e) => {
        e.stopPropagation();
        chooseRef.current(event);
      });
      const stem = document.createElement('span');
      stem.className = 'block h-3 w-0.5';
      stem.style.backgroundColor = SEVERITY_COLORS[event.severity];
      element.append(button, stem);
      placed.set(
        event.id,
        new maplibregl.Marker({ element, anchor: 'bottom' })
          .setLngLat([event.placeLon, event.placeLat])
          .addTo(map),
      );
    });
    markers.current = placed;
    return () => placed.forEach((marker) => marker.remove());
  }, [map, events, labelOf]);

  useEffect(() => {
    for (const event of events) {
      const pin = markers.current.get(event.id)?.getElement();
      const element = pin?.firstElementChild as HTMLElement | null | undefined;
      if (!pin || !element) continue;
      const passed = event.at <= passedUntil;
      element.dataset.passed = String(passed);
      pin.style.opacity = passed ? '1' : '0.55';
      // Larger by its size, not by `scale`: the CSS scale would multiply MapLibre's translate too.
      const size = event.id === currentId ? '32px' : '24px';
      element.style.width = size;
      element.style.height = size;
      pin.style.zIndex = event.id === currentId ? '2' : '1';
      if (event.id === currentId) element.setAttribute('aria-current', 'true');
      else element.removeAttribute('aria-current');
    }
  }, [events, currentId, passedUntil]);

  return null;
}
