import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@fleet/shared/constants';
import { reasonInLanguage, type StatusReason } from '@fleet/shared/status-reason';
import { isLanguage } from '@/lib/i18n';

/**
 * Block reasons in the current language: the examinations' codes translated here (so switching the language
 * needs no refetch), a reason a user typed as typed.
 */
export function useReasonText(): (reason: string | null, code: StatusReason | null) => string | null {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return useCallback((reason, code) => reasonInLanguage(reason, code, language), [language]);
}

/** A vehicle's block reason in the current language. */
export function useBlockedReason(vehicle: {
  blocked_reason: string | null;
  blocked_reason_code: StatusReason | null;
}): string | null {
  return useReasonText()(vehicle.blocked_reason, vehicle.blocked_reason_code);
}
