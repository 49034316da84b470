import type { Vehicle } from '@fleet/shared/schemas/vehicles';
import { cn } from '@/lib/cn';
import { isVideo } from '@/components/media/media-carousel';
import { CATEGORY_ICONS } from '@/features/vehicles/components/category-icon';

/** The first image of the vehicle, or its category icon. */
export function VehicleThumbnail({
  vehicle,
  className,
}: {
  vehicle: Pick<Vehicle, 'images' | 'category'>;
  className?: string;
}) {
  const image = vehicle.images.find((item) => !isVideo(item));
  const Icon = CATEGORY_ICONS[vehicle.category];
  return (
    <span
      className={cn(
        'grid size-11 shrink-0 place-content-center overflow-hidden rounded-md bg-primary-soft text-primary',
        className,
      )}
      data-testid="vehicle-thumbnail"
    >
      {image ? (
        <img src={image.url} alt="" loading="lazy" className="size-11 object-cover" />
      ) : (
        <Icon className="size-5" />
      )}
    </span>
  );
}
