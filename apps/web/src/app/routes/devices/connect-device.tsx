import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { useDeviceProtocols } from '@/features/devices/api/get-device-protocols';
import { ConnectGuide } from '@/features/devices/components/connect-guide';

/** "Connect a device": per protocol, the address and port to set and the commands those devices take. */
export function ConnectDevicePage() {
  const { t } = useTranslation('devices');
  const protocols = useDeviceProtocols();
  const [search, setSearch] = useSearchParams();
  const protocol = search.get('protocol') ?? 'osmand';

  return (
    <div className="flex flex-col gap-4" data-testid="connect-device-page">
      <div className="max-w-3xl">
        <h1 className="text-2xl font-extrabold tracking-tight">{t('connect.title')}</h1>
        <p className="mt-1 text-sm text-muted-foreground">{t('connect.subtitle')}</p>
      </div>
      <Card className="max-w-4xl">
        <CardContent className="py-5">
          <ConnectGuide
            info={protocols.data}
            failed={protocols.isError}
            onRetry={() => void protocols.refetch()}
            protocol={protocol}
            onProtocolChange={(value) => setSearch({ protocol: value }, { replace: true })}
          />
        </CardContent>
      </Card>
    </div>
  );
}

export default ConnectDevicePage;
