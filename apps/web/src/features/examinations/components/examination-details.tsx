import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MapPin } from 'lucide-react';
import type { Examination } from '@fleet/shared/schemas/examinations';
import { formatDisplayDateTime } from '@/lib/dates';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { MediaCarousel } from '@/components/media/media-carousel';
import { ExaminationFacts } from '@/features/examinations/components/examination-facts';
import { MalfunctionLog } from '@/features/examinations/components/malfunction-log';
import { PartsByArea } from '@/features/examinations/components/parts-by-area';
import '@/components/print/print.css';

type ExaminationDetailsProps = {
  examination: Examination;
  /** The map of where the inspection took place (the route supplies it); null without a position. */
  locationMap: ReactNode;
  /** Extra facts about the vehicle now (its service status), when the user may see them. */
  vehicleStatus?: ReactNode;
};

/** The whole report: facts, location, parts by area, photos, signature and the malfunction log. */
export function ExaminationDetails({ examination, locationMap, vehicleStatus }: ExaminationDetailsProps) {
  const { t, i18n } = useTranslation('examinations');
  const photos = [...examination.images, ...examination.parts.flatMap((part) => part.images)];
  const hasPosition = examination.lat !== null && examination.lon !== null;

  return (
    <div
      className="flex flex-col gap-5"
      data-testid="examination-details"
      data-examination-id={examination.id}
    >
      <header className="hidden flex-col gap-1 border-b pb-3" data-print="only">
        <h1 className="text-xl font-extrabold">{t('print.heading')}</h1>
        <p className="text-sm">
          {t('print.report_number', { id: examination.id })} ·{' '}
          {t('print.printed_at', { date: formatDisplayDateTime(new Date().toISOString(), i18n.language) })}
        </p>
      </header>
      <div className="grid gap-5 xl:grid-cols-[minmax(0,5fr)_minmax(0,3fr)]" data-print="stack">
        <div className="flex flex-col gap-5">
          <Card data-print="keep">
            <CardHeader>
              <CardTitle>{t('sections.report')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-4">
              <ExaminationFacts examination={examination} />
              {vehicleStatus}
              <div className="flex flex-col gap-1">
                <span className="text-xs font-semibold text-muted-foreground">{t('fields.notes')}</span>
                <p className="text-sm whitespace-pre-line" data-testid="examination-notes">
                  {examination.notes ?? <span className="text-muted-foreground">{t('no_notes')}</span>}
                </p>
              </div>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('sections.malfunctions')}</CardTitle>
            </CardHeader>
            <CardContent>
              <MalfunctionLog parts={examination.parts} />
            </CardContent>
          </Card>
        </div>
        <div className="flex flex-col gap-5">
          <Card data-print="keep">
            <CardHeader>
              <CardTitle>{t('sections.location')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <p className="flex items-start gap-2 text-sm font-semibold" data-testid="examination-address">
                <MapPin className="mt-0.5 size-4 shrink-0 text-primary" />
                <span>
                  {examination.address ?? (
                    <span className="font-normal text-muted-foreground">{t('no_address')}</span>
                  )}
                  {hasPosition && (
                    <bdi dir="ltr" className="block font-mono text-xs font-normal text-muted-foreground">
                      {examination.lat!.toFixed(5)}, {examination.lon!.toFixed(5)}
                    </bdi>
                  )}
                </span>
              </p>
              {hasPosition ? (
                <div className="h-64 overflow-hidden rounded-lg border" data-print="hide">
                  {locationMap}
                </div>
              ) : (
                <p className="text-sm text-muted-foreground">{t('no_location')}</p>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t('sections.media')}</CardTitle>
            </CardHeader>
            <CardContent>
              <div data-print="hide">
                <MediaCarousel items={photos} label={examination.vehicle.name} />
              </div>
              <div className="hidden grid-cols-4 gap-2" data-print="only-grid">
                {photos.map((photo, index) => (
                  <img
                    key={photo.id}
                    src={photo.url}
                    alt={t('common:media.image', { index: index + 1 })}
                    className="aspect-video w-full rounded-md border object-cover"
                  />
                ))}
              </div>
            </CardContent>
          </Card>
          <Card data-print="keep">
            <CardHeader>
              <CardTitle>{t('sections.signature')}</CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3">
              <p className="text-sm" data-testid="examination-signature-statement">
                <span className="block text-xs font-semibold text-muted-foreground">
                  {t('fields.signature_statement')}
                </span>
                {examination.signature_statement}
              </p>
              <img
                src={examination.signature.url}
                alt={t('signature_alt', { name: examination.driver?.name ?? '' })}
                className="h-32 w-full rounded-md border bg-white object-contain"
                data-testid="examination-signature"
              />
              {examination.driver && <bdi className="text-sm font-semibold">{examination.driver.name}</bdi>}
            </CardContent>
          </Card>
        </div>
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.parts')}</CardTitle>
        </CardHeader>
        <CardContent>
          <PartsByArea parts={examination.parts} />
        </CardContent>
      </Card>
      <footer className="hidden grid-cols-2 gap-10 pt-10" data-print="only-grid">
        {(['workshop_signature', 'supervisor_signature'] as const).map((key) => (
          <div key={key} className="border-t pt-2 text-sm">
            {t(`print.${key}`)}
          </div>
        ))}
      </footer>
    </div>
  );
}
