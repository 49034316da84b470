import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CheckCircle2, ClipboardList, CloudUpload, PlayCircle } from 'lucide-react';
import { formatDisplayDateTime } from '@/lib/dates';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { useDriverProfile } from '@/features/driver/api/get-profile';
import { FixesToConfirm } from '@/features/driver/components/fixes-to-confirm';
import { ReportHistory } from '@/features/driver/components/report-history';
import { VehicleCard } from '@/features/driver/components/vehicle-card';
import { VehicleChangedNotice } from '@/features/driver/components/vehicle-changed';
import { useDriverDraft } from '@/features/driver/draft/draft-context';
import { driverPaths } from '@/features/driver/paths';

/** Home: the vehicle, the inspection to start or continue, repairs to check, and past reports. */
export function DriverHomePage() {
  const { t, i18n } = useTranslation('driver');
  useDocumentTitle(t('app_title'));
  const navigate = useNavigate();
  const profile = useDriverProfile().data!;
  const { draft, loaded, startOn, sent } = useDriverDraft();
  const vehicle = profile.vehicle;

  const startInspection = () => {
    if (!vehicle) return;
    startOn(vehicle.id);
    void navigate(driverPaths.inspection);
  };

  return (
    <div className="flex flex-col gap-5" data-testid="driver-home">
      <div>
        <h1 className="text-xl font-black" data-testid="driver-greeting">
          {t('home.greeting')} <bdi>{profile.name}</bdi>
        </h1>
        {profile.last_examination_at && (
          <p className="text-sm text-muted-foreground">
            {t('home.last_inspection', {
              time: formatDisplayDateTime(profile.last_examination_at, i18n.language),
            })}
          </p>
        )}
      </div>

      {sent && !draft && (
        <div
          role="status"
          className="flex items-start gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-emerald-900"
          data-testid="sent-notice"
          data-report-id={sent.id}
        >
          <CheckCircle2 className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-bold">{t('home.sent_title')}</p>
            <p className="text-sm">{t('home.sent_text')}</p>
          </div>
        </div>
      )}

      <VehicleCard vehicle={vehicle} />

      {loaded && draft ? (
        <section
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4"
          data-testid="draft-card"
          data-state={draft.submitted_at ? 'queued' : 'editing'}
        >
          <div className="flex items-start gap-3">
            {draft.submitted_at ? (
              <CloudUpload className="mt-0.5 size-5 shrink-0 text-amber-700" />
            ) : (
              <ClipboardList className="mt-0.5 size-5 shrink-0 text-amber-700" />
            )}
            <div>
              <p className="font-bold">{t(draft.submitted_at ? 'home.queued_title' : 'home.draft_title')}</p>
              <p className="text-sm text-muted-foreground">
                {draft.submitted_at
                  ? t('home.queued_text')
                  : t('home.draft_text', { time: formatDisplayDateTime(draft.started_at, i18n.language) })}
              </p>
            </div>
          </div>
          <VehicleChangedNotice />
          <Button asChild size="lg" variant={draft.submitted_at ? 'outline' : 'default'}>
            <Link to={driverPaths.inspection} data-testid="continue-inspection">
              {t('home.continue_inspection')}
            </Link>
          </Button>
        </section>
      ) : (
        vehicle && (
          <Button size="lg" onClick={startInspection} disabled={!loaded} data-testid="start-inspection">
            <PlayCircle />
            {t('home.start_inspection')}
          </Button>
        )
      )}

      <FixesToConfirm fixes={profile.fixes_to_confirm} />
      <ReportHistory />
    </div>
  );
}
