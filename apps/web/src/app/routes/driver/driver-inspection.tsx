import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ArrowRight, Loader2, Send, Trash2, TriangleAlert } from 'lucide-react';
import {
  INSPECTION_AREAS,
  INSPECTION_ITEMS,
  SIGNATURE_STATEMENT,
  inspectionItemLabel,
  type InspectionItem,
} from '@fleet/shared/inspection-items';
import { EXAMINATION_TYPES, type ExaminationType } from '@fleet/shared/schemas/examinations';
import { currentLanguage } from '@/lib/i18n';
import { formatDisplayDateTime } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { useDriverProfile } from '@/features/driver/api/get-profile';
import { ChoiceGroup } from '@/features/driver/components/choice-group';
import { LocationSection } from '@/features/driver/components/location-section';
import { ChecklistArea } from '@/features/driver/components/checklist-area';
import { SignaturePad } from '@/features/driver/components/signature-pad';
import { SyncStatus } from '@/features/driver/components/sync-status';
import { VehicleChangedNotice } from '@/features/driver/components/vehicle-changed';
import {
  answerPart,
  draftProblems,
  isAnswered,
  markAreaOk,
  newClientId,
  type DraftLocation,
  type LocationStatus,
  type PartAnswer,
} from '@/features/driver/draft/draft';
import { useDriverDraft } from '@/features/driver/draft/draft-context';
import { shrinkPhoto } from '@/features/driver/draft/shrink-photo';
import { driverPaths } from '@/features/driver/paths';
import { exportSignature, type Signature } from '@/features/driver/signature/signature';

/** Keeps the photo's bytes (made smaller first): the draft must hold them until the server has them. */
async function toDraftFile(file: File) {
  return { key: newClientId(), ...(await shrinkPhoto(file)), media_id: null };
}

/**
 * The inspection: location, type, the checklist by area, notes, the signature, submit. Every change is
 * written to the phone at once; photos upload as soon as there is a network; a submitted report waits
 * for its uploads and the network, then sends itself.
 */
export function DriverInspectionPage() {
  const { t, i18n } = useTranslation('driver');
  useDocumentTitle(t('inspection.title'));
  const profile = useDriverProfile().data!;
  const sync = useDriverDraft();
  const { draft, update } = sync;
  const [showProblems, setShowProblems] = useState(false);
  const problemsRef = useRef<HTMLDivElement>(null);
  const language = currentLanguage();

  const onLocation = useCallback(
    (location: DraftLocation | null, status: LocationStatus) =>
      update((current) => ({ ...current, location, location_status: status })),
    [update],
  );

  useEffect(() => {
    if (showProblems) problemsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [showProblems]);

  if (!sync.loaded) {
    return <Loader2 className="mx-auto mt-16 size-8 animate-spin text-primary" />;
  }
  if (!draft) return <Navigate to={driverPaths.home} replace />;

  const queued = !!draft.submitted_at;
  const problems = draftProblems(draft);
  const answered = INSPECTION_ITEMS.filter((part) => isAnswered(draft.answers[part])).length;
  const vehicle = profile.vehicle?.id === draft.vehicle_id ? profile.vehicle : null;
  // Reassigned to another vehicle meanwhile: nothing goes until the driver chose (VehicleChangedNotice).
  const reassigned = !vehicle;

  const setPart = (part: InspectionItem, change: Partial<PartAnswer>) =>
    update((current) => answerPart(current, part, change));

  const addPhotos = async (part: InspectionItem, files: File[]) => {
    const photos = await Promise.all(files.map(toDraftFile));
    update((current) =>
      answerPart(current, part, { photos: [...(current.answers[part]?.photos ?? []), ...photos] }),
    );
  };

  const removePhoto = (part: InspectionItem, key: string) =>
    update((current) =>
      answerPart(current, part, {
        photos: (current.answers[part]?.photos ?? []).filter((p) => p.key !== key),
      }),
    );

  const setSignature = (signature: Signature | null) =>
    update((current) => ({ ...current, signature_strokes: signature, signature: null }));

  const submit = async () => {
    if (problems.length > 0) {
      setShowProblems(true);
      problemsRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      return;
    }
    const png = await exportSignature(draft.signature_strokes!);
    if (!png) return;
    update((current) => ({
      ...current,
      signature: current.signature ?? {
        key: newClientId(),
        type: 'image/png',
        bytes: png.buffer as ArrayBuffer,
        media_id: null,
      },
      signature_statement: SIGNATURE_STATEMENT[language],
      submitted_at: new Date().toISOString(),
    }));
  };

  const discard = () => {
    if (window.confirm(t('inspection.discard_confirm'))) void sync.clear();
  };

  return (
    <div
      className="flex flex-col gap-4 pb-4"
      data-testid="inspection"
      data-state={queued ? 'queued' : 'editing'}
      data-client-id={draft.client_id}
    >
      <div className="flex items-start gap-3">
        <Button
          asChild
          variant="ghost"
          size="icon-sm"
          className="size-11"
          aria-label={t('inspection.back_home')}
        >
          <Link to={driverPaths.home} data-testid="inspection-home">
            <ArrowRight className="ltr:rotate-180" />
          </Link>
        </Button>
        <div className="min-w-0 flex-1">
          <h1 className="text-xl font-black">{t('inspection.title')}</h1>
          <p className="text-sm text-muted-foreground">
            {vehicle && (
              <span className="font-semibold text-foreground">
                {vehicle.name} · <span dir="ltr">{vehicle.plate_number}</span>
                <br />
              </span>
            )}
            {t('inspection.started_at', { time: formatDisplayDateTime(draft.started_at, i18n.language) })}
          </p>
        </div>
      </div>

      <VehicleChangedNotice />

      {!queued && (
        <SyncStatus
          activity={sync.activity}
          pendingCount={sync.pendingCount}
          queued={false}
          saved={sync.saved}
          storageFailed={sync.storageFailed}
        />
      )}

      <fieldset disabled={queued} className="flex min-w-0 flex-col gap-4">
        <LocationSection
          draft={draft}
          disabled={queued}
          onLocation={onLocation}
          onAddress={(address) => update((current) => ({ ...current, address }))}
        />

        <section className="flex flex-col gap-2 rounded-lg border bg-card p-4">
          <h2 className="font-bold">{t('type.label')}</h2>
          <ChoiceGroup<ExaminationType>
            label={t('type.label')}
            className="grid grid-cols-2"
            value={draft.type}
            disabled={queued}
            testId="inspection-type"
            choices={EXAMINATION_TYPES.map((type) => ({ value: type, label: t(`type.${type}`) }))}
            onChange={(type) => update((current) => ({ ...current, type }))}
          />
        </section>

        <p className="text-sm font-semibold" data-testid="inspection-progress" data-answered={answered}>
          {t('inspection.progress', { answered, total: INSPECTION_ITEMS.length })}
        </p>

        {INSPECTION_AREAS.map((area) => (
          <ChecklistArea
            key={area}
            area={area}
            draft={draft}
            disabled={queued}
            refused={sync.refusedFiles}
            labelOf={(part) => inspectionItemLabel(part, language)}
            onAllOk={() => update((current) => markAreaOk(current, area))}
            onChange={setPart}
            onAddPhotos={(part, files) => void addPhotos(part, files)}
            onRemovePhoto={removePhoto}
          />
        ))}

        <label className="flex flex-col gap-1.5 rounded-lg border bg-card p-4">
          <span className="font-bold">{t('inspection.notes')}</span>
          <textarea
            value={draft.notes}
            onChange={(event) => update((current) => ({ ...current, notes: event.target.value }))}
            placeholder={t('inspection.notes_placeholder')}
            maxLength={2000}
            rows={3}
            className="rounded-md border border-input bg-card px-3 py-2 text-base outline-none focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25"
            data-testid="inspection-notes"
          />
        </label>

        <section
          className="flex flex-col gap-3 rounded-lg border bg-card p-4"
          data-testid="signature-section"
        >
          <h2 className="font-bold">{t('signature.title')}</h2>
          <p
            className="rounded-md bg-muted px-3 py-2 text-sm leading-relaxed"
            data-testid="signature-statement"
          >
            {SIGNATURE_STATEMENT[language]}
          </p>
          <label className="flex items-center gap-2.5 text-sm font-semibold">
            <Checkbox
              checked={draft.statement_accepted}
              disabled={queued}
              onCheckedChange={(checked) =>
                update((current) => ({ ...current, statement_accepted: checked === true }))
              }
              data-testid="statement-accept"
            />
            {t('signature.accept')}
          </label>
          <SignaturePad value={draft.signature_strokes} onChange={setSignature} disabled={queued} />
        </section>
      </fieldset>

      {sync.submitError && !queued && (
        <div
          role="alert"
          className="rounded-lg border border-destructive/30 bg-destructive/8 p-3 text-sm text-destructive"
          data-testid="submit-refused"
        >
          <p className="font-semibold">{t('submit.refused', { message: sync.submitError.message })}</p>
          <ul className="mt-1 list-disc ps-5">
            {Object.entries(sync.submitError.fields).map(([field, messages]) => (
              <li key={field}>{messages.join(' ')}</li>
            ))}
          </ul>
        </div>
      )}

      {showProblems && problems.length > 0 && !queued && (
        <div
          ref={problemsRef}
          role="alert"
          className="flex flex-col gap-1 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="submit-problems"
        >
          <p className="flex items-center gap-2 font-bold">
            <TriangleAlert className="size-4" />
            {t('submit.problems_title')}
          </p>
          <ul className="list-disc ps-6">
            {problems.map((problem) => (
              <li key={problem.kind} data-problem={problem.kind}>
                {problem.kind === 'unanswered'
                  ? t('submit.unanswered', { count: problem.parts.length })
                  : t(`submit.${problem.kind}`)}
              </li>
            ))}
          </ul>
        </div>
      )}

      {queued ? (
        <SyncStatus
          activity={sync.activity}
          pendingCount={sync.pendingCount}
          queued
          saved={sync.saved}
          storageFailed={sync.storageFailed}
        />
      ) : (
        <Button size="lg" onClick={() => void submit()} disabled={reassigned} data-testid="submit-inspection">
          <Send className="rtl:-scale-x-100" />
          {t('submit.button')}
        </Button>
      )}
      {!queued && (
        <Button
          variant="ghost"
          className="text-destructive"
          onClick={discard}
          data-testid="discard-inspection"
        >
          <Trash2 />
          {t('inspection.discard')}
        </Button>
      )}
    </div>
  );
}
