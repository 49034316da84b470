import { useTranslation } from 'react-i18next';
import { ShieldAlert } from 'lucide-react';
import type { Driver } from '@fleet/shared/schemas/drivers';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Facts, type Fact } from '@/components/layout/facts';
import { SecureImage } from '@/components/media/secure-image';
import { useNationalityName } from '@/features/drivers/nationality';
import { LicenceBadge } from '@/features/drivers/components/licence-badge';

export function DriverDetails({ driver }: { driver: Driver }) {
  const { t } = useTranslation('people');
  const nationality = useNationalityName();
  const none = <span className="font-normal text-muted-foreground">—</span>;
  const personal: Fact[] = [
    { key: 'name', label: t('fields.name'), value: <bdi>{driver.name}</bdi> },
    { key: 'nationality', label: t('fields.nationality'), value: nationality(driver.nationality) },
    {
      key: 'identity_number',
      label: t('fields.identity_number'),
      value: <bdi dir="ltr">{driver.identity_number}</bdi>,
    },
    { key: 'phone', label: t('fields.phone'), value: <bdi dir="ltr">{driver.phone_e164}</bdi> },
    {
      key: 'address',
      label: t('fields.address'),
      value: driver.address ? <bdi>{driver.address}</bdi> : none,
    },
    {
      key: 'driver_app',
      label: t('sections.driver_app'),
      value: driver.has_password ? t('driver_app.enabled') : t('driver_app.disabled'),
    },
  ];
  const licence: Fact[] = [
    {
      key: 'licence_number',
      label: t('fields.licence_number'),
      value: <bdi dir="ltr">{driver.licence_number}</bdi>,
    },
    {
      key: 'licence_expiry_date',
      label: t('fields.licence_expiry_date'),
      value: <LicenceBadge driver={driver} />,
    },
    {
      key: 'vehicle',
      label: t('fields.vehicle'),
      value: driver.vehicle ? (
        <span>
          <bdi>{driver.vehicle.name}</bdi> · <bdi dir="auto">{driver.vehicle.plate_number}</bdi>
        </span>
      ) : (
        t('no_vehicle')
      ),
    },
  ];
  const documents = [
    { key: 'national_id_image', media: driver.national_id_image },
    { key: 'licence_image', media: driver.licence_image },
  ] as const;
  return (
    <div className="grid gap-5 xl:grid-cols-2" data-testid="driver-details">
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.personal')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts facts={personal} prefix="driver" />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t('sections.licence')}</CardTitle>
        </CardHeader>
        <CardContent>
          <Facts facts={licence} prefix="driver" />
        </CardContent>
      </Card>
      <Card className="xl:col-span-2">
        <CardHeader>
          <CardTitle>{t('sections.documents')}</CardTitle>
          <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
            <ShieldAlert className="size-4 shrink-0" />
            {t('hints.documents')}
          </p>
        </CardHeader>
        <CardContent className="grid gap-4 sm:grid-cols-2">
          {documents.map(({ key, media }) => (
            <figure key={key} className="flex flex-col gap-2" data-testid={`driver-document-${key}`}>
              <figcaption className="text-xs font-semibold text-muted-foreground">
                {t(`fields.${key}`)}
              </figcaption>
              {media ? (
                <SecureImage
                  url={media.url}
                  alt={t(`fields.${key}`)}
                  className="aspect-[16/10] w-full max-w-md rounded-lg border object-contain"
                  data-testid={`driver-document-${key}-image`}
                />
              ) : (
                <span className="text-sm text-muted-foreground">{t('no_document')}</span>
              )}
            </figure>
          ))}
        </CardContent>
      </Card>
    </div>
  );
}
