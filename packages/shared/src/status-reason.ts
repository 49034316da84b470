import { z } from './validation';
import type { Language } from './constants';
import { inspectionItemLabel } from './inspection-items';

/**
 * Why the examinations blocked or released a vehicle, stored as a key and its values rather than a sentence,
 * so every reader sees it in his own language (a reason a user typed is kept as typed, without a code).
 */
export const STATUS_REASON_KEYS = ['critical_fault', 'fault_reopened', 'faults_fixed'] as const;
export type StatusReasonKey = (typeof STATUS_REASON_KEYS)[number];

export const statusReasonSchema = z.object({
  key: z.enum(STATUS_REASON_KEYS),
  /** The report; null once it was deleted. */
  examination_id: z.number().int().nullable(),
  /** Item keys of the inspection catalogue (the critical parts). */
  parts: z.array(z.string()),
});
export type StatusReason = z.infer<typeof statusReasonSchema>;

const TEXTS: Record<Language, Record<StatusReasonKey, string>> = {
  ar: {
    critical_fault: 'عطل حرج في تقرير الفحص رقم {id}',
    fault_reopened: 'أعاد السائق فتح عطل حرج (التقرير رقم {id})',
    faults_fixed: 'أُصلحت كل الأعطال الحرجة وتم الإقرار بإصلاحها (التقرير رقم {id})',
  },
  en: {
    critical_fault: 'Critical fault in inspection report #{id}',
    fault_reopened: 'Critical fault reopened by the driver (report #{id})',
    faults_fixed: 'Every critical fault fixed and acknowledged (report #{id})',
  },
};

/** The reason as a sentence in `lang`, naming the report and its parts. */
export function statusReasonText(reason: StatusReason, lang: Language): string {
  const text = TEXTS[lang][reason.key].replace('{id}', String(reason.examination_id ?? '—'));
  const parts = reason.parts.map((part) => inspectionItemLabel(part, lang)).join(lang === 'ar' ? '، ' : ', ');
  return parts ? `${text}: ${parts}` : text;
}

/** The reason to show in `lang`: the code translated, else the reason as a user typed it. */
export function reasonInLanguage(
  reason: string | null,
  code: StatusReason | null,
  lang: Language,
): string | null {
  return code ? statusReasonText(code, lang) : reason;
}
