import { useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Ban, CheckCircle2, Pencil, Trash2 } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth-store';
import { allowedRowActions, hasPermission } from '@/lib/permissions';
import { cn } from '@/lib/cn';
import { DetailsAction, DetailsHeader, DetailsSkeleton } from '@/components/layout/details-header';
import { useVehicle } from '@/features/vehicles/api/get-vehicle';
import { vehicleRowActions } from '@/features/vehicles/row-actions';
import { VehicleDetails } from '@/features/vehicles/components/vehicle-details';
import { useStatusHistory } from '@/features/vehicles/api/get-status-history';
import { StatusHistory } from '@/features/vehicles/components/status-history';
import { VehicleThumbnail } from '@/features/vehicles/components/vehicle-thumbnail';
import { VehicleMaintenance } from '@/features/maintenance/components/vehicle-maintenance';
import {
  VehicleActionDialog,
  type VehicleActionRequest,
} from '@/features/vehicles/components/vehicle-action-dialog';
import { RecordHistory } from '@/features/audit/components/record-history';
import { CommandsPanel } from '@/features/commands/components/commands-panel';
import { CurrentDriver } from '@/features/drivers/components/current-driver';
import { ShareLinksSection } from '@/features/share-links/components/share-links-section';
import { SensorsTab } from '@/features/sensors/components/sensors-tab';

type VehicleTab = 'details' | 'maintenance' | 'sensors';

export function VehicleViewPage() {
  const { t } = useTranslation('vehicles');
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const vehicle = useVehicle(Number.isInteger(id) ? id : undefined);
  const history = useStatusHistory(id);
  const user = useUser();
  const [request, setRequest] = useState<VehicleActionRequest | null>(null);
  const showMaintenance = hasPermission(user, 'show_maintenance');
  // Sensors are read with `show_vehicles`, which this page needs already.
  const tabs: VehicleTab[] = showMaintenance ? ['details', 'maintenance', 'sensors'] : ['details', 'sensors'];
  // `?tab=maintenance` opens the Maintenance tab (links from the maintenance area), `?tab=sensors` the Sensors.
  const [search] = useSearchParams();
  const [tab, setTab] = useState<VehicleTab>(() => {
    const asked = search.get('tab');
    return tabs.find((value) => value === asked) ?? 'details';
  });
  const showCommands = hasPermission(user, 'show_commands');
  const showShares = hasPermission(user, 'show_share_links') || hasPermission(user, 'create_share_links');
  const data = vehicle.data;
  const actions = data ? allowedRowActions(vehicleRowActions(data), user, 'vehicles') : [];

  return (
    <div className="flex flex-col gap-5">
      <DetailsHeader
        media={data && <VehicleThumbnail vehicle={data} className="size-14 [&_img]:size-14" />}
        title={t('view_title')}
        subtitle={
          data && (
            <>
              <bdi>{data.name}</bdi> · <bdi dir="auto">{data.plate_number}</bdi>
            </>
          )
        }
        actions={
          data && (
            <>
              {actions.includes('edit') && (
                <DetailsAction
                  icon={Pencil}
                  label={t('common:actions.edit')}
                  to={paths.vehicles.edit.getHref(data.id)}
                  testId="vehicle-edit-button"
                />
              )}
              {actions.includes('block') && (
                <DetailsAction
                  icon={Ban}
                  label={t('common:actions.block')}
                  tone="destructive"
                  onClick={() => setRequest({ action: 'block', vehicle: data })}
                  testId="vehicle-block-button"
                />
              )}
              {actions.includes('activate') && (
                <DetailsAction
                  icon={CheckCircle2}
                  label={t('common:actions.activate')}
                  tone="positive"
                  onClick={() => setRequest({ action: 'activate', vehicle: data })}
                  testId="vehicle-activate-button"
                />
              )}
              {actions.includes('delete') && (
                <DetailsAction
                  icon={Trash2}
                  label={t('common:actions.delete')}
                  tone="destructive"
                  onClick={() => setRequest({ action: 'delete', vehicle: data })}
                  testId="vehicle-delete-button"
                />
              )}
            </>
          )
        }
      />
      {data && (
        <div
          role="tablist"
          aria-label={t('view_title')}
          className="flex gap-1 border-b"
          onKeyDown={(event) => {
            // Arrows move between the tabs (mirrored in Arabic), Home and End to the first and last.
            const rtl = document.documentElement.dir === 'rtl';
            const keys: Record<string, number> = {
              ArrowRight: rtl ? -1 : 1,
              ArrowLeft: rtl ? 1 : -1,
              Home: -tabs.length,
              End: tabs.length,
            };
            const step = keys[event.key];
            if (step === undefined) return;
            event.preventDefault();
            const index = Math.min(tabs.length - 1, Math.max(0, tabs.indexOf(tab) + step));
            const next = tabs[index]!;
            setTab(next);
            document.getElementById(`vehicle-tab-${next}`)?.focus();
          }}
        >
          {tabs.map((value) => (
            <button
              key={value}
              id={`vehicle-tab-${value}`}
              type="button"
              role="tab"
              aria-selected={tab === value}
              aria-controls="vehicle-tab-panel"
              tabIndex={tab === value ? 0 : -1}
              onClick={() => setTab(value)}
              className={cn(
                '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold outline-none focus-visible:ring-3 focus-visible:ring-ring/40',
                tab === value ? 'border-primary text-primary' : 'border-transparent text-muted-foreground',
              )}
              data-testid={`vehicle-tab-${value}`}
            >
              {value === 'sensors' ? t('sensors:tab') : t(`tabs.${value}`)}
            </button>
          ))}
        </div>
      )}
      {data ? (
        <div
          id="vehicle-tab-panel"
          role="tabpanel"
          aria-labelledby={`vehicle-tab-${tab}`}
          className="flex flex-col gap-5"
        >
          {tab === 'maintenance' && showMaintenance ? (
            <VehicleMaintenance vehicleId={data.id} />
          ) : tab === 'sensors' ? (
            <SensorsTab vehicleId={data.id} attributes={data.last_report?.attributes ?? {}} />
          ) : (
            <>
              <CurrentDriver vehicleId={data.id} />
              <VehicleDetails vehicle={data} />
              {showCommands && data.device_id && <CommandsPanel vehicle={data} />}
              {showShares && <ShareLinksSection vehicle={data} />}
              {history.data && <StatusHistory entries={history.data} />}
            </>
          )}
        </div>
      ) : (
        <DetailsSkeleton className="h-96" />
      )}
      <VehicleActionDialog
        request={request}
        onClose={() => setRequest(null)}
        onDone={(action) => {
          if (action === 'delete') void navigate(paths.vehicles.list.getHref(), { replace: true });
        }}
      />
      <RecordHistory model="vehicles" recordId={Number.isInteger(id) ? id : undefined} />
    </div>
  );
}

export default VehicleViewPage;
