import { useTranslation } from 'react-i18next';
import { MapView } from '@/components/map/map-view';
import { BaseLayer } from '@/components/map/base-layer';
import { RasterTileLayer } from '@/components/map/raster-tile-layer';
import { Attribution } from '@/components/map/attribution';
import { useAppConfig } from '@/features/config/api/get-app-config';

/** Vehicle tracking home: the fleet map. The live vehicles layer joins these layers in its own issue. */
export function HomePage() {
  const { t, i18n } = useTranslation();
  const config = useAppConfig();
  const tileUrl = config.data?.tile_url;
  return (
    <div className="relative min-h-[calc(100svh-4rem)] flex-1" data-testid="home-map">
      <MapView label={t('home.map_label')} className="absolute inset-0">
        <BaseLayer />
        {tileUrl && <RasterTileLayer tileUrl={tileUrl} />}
        <Attribution rtl={i18n.dir() === 'rtl'} />
      </MapView>
    </div>
  );
}

export default HomePage;
