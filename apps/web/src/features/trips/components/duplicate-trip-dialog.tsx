import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayPicker } from 'react-day-picker';
import { Loader2 } from 'lucide-react';
import { MAX_DUPLICATE_DAYS, type Trip } from '@fleet/shared/schemas/trips';
import { dateLocale, formatDisplayDate, fromApiDate, toApiDate } from '@/lib/dates';
import { isApiRequestError } from '@/lib/api-error';
import { translateMessage } from '@/lib/i18n';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { dayPickerClassNames } from '@/components/data-table/date-range-filter';
import { useDuplicateTrip } from '@/features/trips/api/duplicate-trip';

type DuplicateTripDialogProps = {
  trip: Pick<Trip, 'id' | 'name' | 'day'> | null;
  onClose: () => void;
};

/** "Duplicate to other days": pick dates on a calendar; all copies are made or none (a busy day is named). */
export function DuplicateTripDialog({ trip, onClose }: DuplicateTripDialogProps) {
  const { t, i18n } = useTranslation('trips');
  const duplicate = useDuplicateTrip();
  const [days, setDays] = useState<Date[]>([]);
  const [dayErrors, setDayErrors] = useState<{ day: string; message: string }[]>([]);
  const sent = [...days].sort((a, b) => a.getTime() - b.getTime()).map(toApiDate);

  const close = () => {
    setDays([]);
    setDayErrors([]);
    onClose();
  };
  const submit = () => {
    if (!trip || sent.length === 0) return;
    setDayErrors([]);
    duplicate.mutate(
      { id: trip.id, days: sent },
      {
        onSuccess: close,
        onError: (error) => {
          if (!isApiRequestError(error)) return;
          setDayErrors(
            Object.entries(error.fieldErrors).map(([field, messages]) => ({
              day: sent[Number(field.split('.')[1])] ?? '',
              message: messages[0] ?? '',
            })),
          );
        },
      },
    );
  };

  return (
    <Dialog open={trip !== null} onOpenChange={(open) => !open && close()}>
      <DialogContent className="max-w-md" data-testid="duplicate-dialog">
        <DialogHeader>
          <DialogTitle>{t('duplicate.title')}</DialogTitle>
          <DialogDescription>
            {trip && t('duplicate.description', { name: trip.name, max: MAX_DUPLICATE_DAYS })}
          </DialogDescription>
        </DialogHeader>
        <DayPicker
          mode="multiple"
          selected={days}
          onSelect={(selected) => {
            setDays((selected ?? []).slice(0, MAX_DUPLICATE_DAYS));
            setDayErrors([]);
          }}
          max={MAX_DUPLICATE_DAYS}
          disabled={trip ? [{ before: new Date() }, fromApiDate(trip.day)!] : undefined}
          locale={dateLocale(i18n.language)}
          dir={i18n.dir()}
          classNames={dayPickerClassNames}
          className="self-center"
        />
        <p className="text-sm text-muted-foreground" data-testid="duplicate-count">
          {t('duplicate.chosen', { count: days.length })}
        </p>
        {dayErrors.length > 0 && (
          <ul
            className="flex flex-col gap-1 text-sm text-destructive"
            role="alert"
            data-testid="duplicate-errors"
          >
            {dayErrors.map((error) => (
              <li key={error.day}>
                {formatDisplayDate(error.day, i18n.language)}: {translateMessage(error.message)}
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={close} disabled={duplicate.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button
            onClick={submit}
            disabled={duplicate.isPending || days.length === 0}
            data-testid="duplicate-submit"
          >
            {duplicate.isPending && <Loader2 className="animate-spin" />}
            {t('duplicate.submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
