import { PAGE_REPORT_KINDS, type PageReportKind } from '@fleet/shared/schemas/reports';

export { PAGE_REPORT_KINDS, type PageReportKind };

/** The tab a reports address shows: its `tab`, when it names one, else the summary. */
export function reportTabOf(params: URLSearchParams): PageReportKind {
  const tab = params.get('tab') ?? '';
  return (PAGE_REPORT_KINDS as readonly string[]).includes(tab) ? (tab as PageReportKind) : 'summary';
}
