/** The reports page's tabs: the fleet's reports, driving behaviour, and the sensors' fuel and temperature. */
export const PAGE_REPORT_KINDS = [
  'summary',
  'trips',
  'stops',
  'events',
  'itineraries',
  'inspections',
  'driving',
  'fuel',
  'temperature',
] as const;
export type PageReportKind = (typeof PAGE_REPORT_KINDS)[number];
