import { useTranslation } from 'react-i18next';
import { BaseLayer } from '@/components/map/base-layer';
import { RasterTileLayer } from '@/components/map/raster-tile-layer';
import { Attribution } from '@/components/map/attribution';
import { useAppConfig } from '@/features/config/api/get-app-config';

/** The base of every tracking map: the bundled offline layer, the configured tiles over it, the credits. */
export function MapBase() {
  const { i18n } = useTranslation();
  const tileUrl = useAppConfig().data?.tile_url;
  return (
    <>
      <BaseLayer />
      {tileUrl && <RasterTileLayer tileUrl={tileUrl} />}
      <Attribution rtl={i18n.dir() === 'rtl'} />
    </>
  );
}
