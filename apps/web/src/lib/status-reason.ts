import { useTranslation } from 'react-i18next';
import { reasonInLanguage, type StatusReason } from '@fleet/shared/status-reason';
import { isLanguage } from '@/lib/i18n';
import { DEFAULT_LANGUAGE } from '@fleet/shared/constants';

/**
 * A vehicle's block reason in the current language: the examinations' code translated here (so switching the
 * language needs no refetch), a reason a user typed as typed.
 */
export function useBlockedReason(vehicle: {
  blocked_reason: string | null;
  blocked_reason_code: StatusReason | null;
}): string | null {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
  return reasonInLanguage(vehicle.blocked_reason, vehicle.blocked_reason_code, language);
}
