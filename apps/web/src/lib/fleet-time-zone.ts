import { createContext, useContext } from 'react';

/**
 * The fleet's time zone (IANA, from the public settings), in which dates and times are shown and itineraries
 * planned; undefined until those are read. The app provides it at its root, the public share page included.
 */
const FleetTimeZoneContext = createContext<string | undefined>(undefined);

export const FleetTimeZoneProvider = FleetTimeZoneContext.Provider;

export function useFleetTimeZone(): string | undefined {
  return useContext(FleetTimeZoneContext);
}
