import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, RotateCcw, Wrench } from 'lucide-react';
import type { FixToConfirm } from '@fleet/shared/schemas/examinations';
import { isApiRequestError } from '@/lib/api-error';
import { formatDisplayDateTime } from '@/lib/dates';
import { Button } from '@/components/ui/button';
import { useConfirmFix } from '../api/confirm-fix';
import { SeverityBadge } from './status-badges';

function FixItem({ fix }: { fix: FixToConfirm }) {
  const { t, i18n } = useTranslation('driver');
  const confirm = useConfirmFix();
  const [reopening, setReopening] = useState(false);
  const [notes, setNotes] = useState('');
  const error = isApiRequestError(confirm.error) ? confirm.error.message : null;
  return (
    <li
      className="flex flex-col gap-2 rounded-lg border bg-card p-3"
      data-testid="fix-to-confirm"
      data-part-id={fix.part_id}
    >
      <div className="flex items-center gap-2">
        <span className="min-w-0 flex-1 font-semibold">{fix.label}</span>
        {fix.severity && <SeverityBadge severity={fix.severity} />}
      </div>
      <p className="text-xs text-muted-foreground">
        {fix.fixed_by && t('fixes.fixed_by', { name: fix.fixed_by })}{' '}
        {t('fixes.fixed_at', { time: formatDisplayDateTime(fix.fixed_at, i18n.language) })}
      </p>
      {fix.fix_notes && <p className="text-sm">{fix.fix_notes}</p>}
      {reopening ? (
        <div className="flex flex-col gap-2">
          <label className="flex flex-col gap-1 text-sm font-semibold">
            {t('fixes.reopen_notes')}
            <textarea
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              maxLength={1000}
              rows={2}
              className="rounded-md border border-input bg-card px-3 py-2 text-base font-normal"
              data-testid="reopen-notes"
            />
          </label>
          <div className="flex gap-2">
            <Button
              variant="destructive"
              className="flex-1"
              disabled={confirm.isPending}
              onClick={() =>
                confirm.mutate({
                  examinationId: fix.examination_id,
                  body: { reopen_part_ids: [fix.part_id], notes: notes.trim() || null },
                })
              }
              data-testid="reopen-submit"
            >
              <RotateCcw />
              {t('fixes.reopen_submit')}
            </Button>
            <Button variant="outline" onClick={() => setReopening(false)}>
              {t('fixes.cancel')}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex gap-2">
          <Button
            className="flex-1"
            disabled={confirm.isPending}
            onClick={() =>
              confirm.mutate({ examinationId: fix.examination_id, body: { part_ids: [fix.part_id] } })
            }
            data-testid="confirm-fix"
          >
            <Check />
            {t('fixes.confirm')}
          </Button>
          <Button
            variant="outline"
            className="flex-1"
            onClick={() => setReopening(true)}
            data-testid="reopen-fix"
          >
            <RotateCcw />
            {t('fixes.reopen')}
          </Button>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </li>
  );
}

/** Parts of his vehicle repaired since they were reported: the driver confirms each repair or reopens it. */
export function FixesToConfirm({ fixes }: { fixes: FixToConfirm[] }) {
  const { t } = useTranslation('driver');
  if (fixes.length === 0) return null;
  return (
    <section
      className="flex flex-col gap-3 rounded-lg border border-primary/30 bg-primary-soft p-4"
      data-testid="fixes-to-confirm"
    >
      <h2 className="flex items-center gap-2 font-bold">
        <Wrench className="size-4 text-primary" />
        {t('fixes.title')}
      </h2>
      <p className="text-sm text-muted-foreground">{t('fixes.text')}</p>
      <ul className="flex flex-col gap-2">
        {fixes.map((fix) => (
          <FixItem key={fix.part_id} fix={fix} />
        ))}
      </ul>
    </section>
  );
}
