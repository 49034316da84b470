import type { Language } from '@fleet/shared/constants';
import { translate } from '../../lib/i18n';
import type { MailMessage } from '../../lib/mailer';
import { type StoredEvent, toFleetEvent } from '../events';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escape = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

const COLORS = { info: '#2563eb', warning: '#d97706', critical: '#dc2626' } as const;

export interface EmailContext {
  language: Language;
  publicUrl: string;
  timeZone: string;
}

function formatTime(time: string, context: EmailContext): string {
  return new Intl.DateTimeFormat(context.language === 'ar' ? 'ar-SA-u-ca-gregory-nu-arab' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: context.timeZone,
  }).format(new Date(time));
}

/** The vehicle's movement record on the event's day, played at the event's time (as the web app links it). */
export function recordLink(event: StoredEvent, context: EmailContext): string {
  const time = new Date(event.time);
  const day = 24 * 3600_000;
  const params = new URLSearchParams({
    view: 'record',
    from: new Date(time.getTime() - day / 2).toISOString(),
    to: new Date(time.getTime() + day / 2).toISOString(),
    at: event.time,
  });
  return `${context.publicUrl.replace(/\/$/, '')}/vehicle-details/${event.vehicleId}?${params}`;
}

function place(event: StoredEvent): string {
  const coordinates =
    event.lat !== null && event.lon !== null ? `${event.lat.toFixed(5)}, ${event.lon.toFixed(5)}` : '';
  return [event.geofenceName, coordinates].filter(Boolean).join(' — ');
}

function rows(event: StoredEvent, context: EmailContext): [string, string][] {
  const t = (key: Parameters<typeof translate>[0]) => translate(key, context.language);
  const list: [string, string][] = [
    [t('notifications.email.vehicle'), `${event.vehicleName} (${event.plateNumber})`],
    [t('notifications.email.time'), formatTime(event.time, context)],
  ];
  const where = place(event);
  if (where) list.push([t('notifications.email.place'), where]);
  if (event.driverName) list.push([t('notifications.email.driver'), event.driverName]);
  return list;
}

function layout(context: EmailContext, title: string, inner: string): string {
  const dir = context.language === 'ar' ? 'rtl' : 'ltr';
  const align = dir === 'rtl' ? 'right' : 'left';
  return `<!doctype html>
<html lang="${context.language}" dir="${dir}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escape(title)}</title></head>
<body style="margin:0;padding:24px;background:#f3f4f6;font-family:Tahoma,Arial,sans-serif;color:#111827;direction:${dir};text-align:${align}">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;margin:0 auto;background:#ffffff;border-radius:8px;border:1px solid #e5e7eb">
<tr><td style="padding:24px" dir="${dir}" align="${align}">
${inner}
<p style="margin:24px 0 0;font-size:12px;color:#6b7280">${escape(translate('notifications.email.footer', context.language))}</p>
</td></tr></table>
</body></html>`;
}

function eventBlock(event: StoredEvent, context: EmailContext, heading: 'h1' | 'h2'): string {
  const fleet = toFleetEvent(event, context.language);
  const size = heading === 'h1' ? 20 : 16;
  const table = rows(event, context)
    .map(
      ([label, value]) =>
        `<tr><th scope="row" style="padding:4px 0;padding-inline-end:16px;font-weight:600;color:#374151;vertical-align:top;white-space:nowrap">${escape(label)}</th><td style="padding:4px 0">${escape(value)}</td></tr>`,
    )
    .join('');
  return `<p style="margin:0 0 8px"><span style="display:inline-block;padding:2px 8px;border-radius:4px;background:${COLORS[event.severity]};color:#fff;font-size:12px">${escape(
    translate(`events.severity.${event.severity}`, context.language),
  )}</span></p>
<${heading} style="margin:0 0 16px;font-size:${size}px">${escape(fleet.message)}</${heading}>
<table role="presentation" cellpadding="0" cellspacing="0" style="font-size:14px">${table}</table>
<p style="margin:16px 0 0"><a href="${escape(recordLink(event, context))}" style="display:inline-block;padding:10px 16px;background:#2563eb;color:#ffffff;border-radius:6px;text-decoration:none">${escape(
    translate('notifications.email.open', context.language),
  )}</a></p>`;
}

function textOf(event: StoredEvent, context: EmailContext): string {
  const fleet = toFleetEvent(event, context.language);
  return [
    fleet.message,
    '',
    ...rows(event, context).map(([label, value]) => `${label}: ${value}`),
    '',
    `${translate('notifications.email.open', context.language)}: ${recordLink(event, context)}`,
  ].join('\n');
}

/** One event's email in the recipient's language: HTML (right to left in Arabic) and plain text. */
export function eventEmail(to: string, event: StoredEvent, context: EmailContext): MailMessage {
  const subject = toFleetEvent(event, context.language).message;
  return {
    to,
    subject,
    language: context.language,
    html: layout(context, subject, eventBlock(event, context, 'h1')),
    text: `${textOf(event, context)}\n\n${translate('notifications.email.footer', context.language)}\n`,
  };
}

/** One email for the events held back by the per-minute cap. */
export function digestEmail(to: string, events: StoredEvent[], context: EmailContext): MailMessage {
  const subject = translate('notifications.email.digest_subject', context.language, { count: events.length });
  const intro = translate('notifications.email.digest_intro', context.language);
  const blocks = events
    .map((event) => eventBlock(event, context, 'h2'))
    .join('<hr style="border:0;border-top:1px solid #e5e7eb;margin:20px 0">');
  return {
    to,
    subject,
    language: context.language,
    html: layout(context, subject, `<p style="margin:0 0 16px">${escape(intro)}</p>${blocks}`),
    text: [
      intro,
      '',
      ...events
        .map((event) => textOf(event, context))
        .join('\n\n---\n\n')
        .split('\n'),
    ].join('\n'),
  };
}
