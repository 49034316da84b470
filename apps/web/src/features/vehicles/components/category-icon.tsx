import { Bus, BusFront, Car, CarFront, Motorbike, Truck, Van, type LucideIcon } from 'lucide-react';
import type { VEHICLE_CATEGORIES } from '@fleet/shared/schemas/vehicles';

export const CATEGORY_ICONS: Record<(typeof VEHICLE_CATEGORIES)[number], LucideIcon> = {
  car: Car,
  pickup: Truck,
  van: Van,
  minibus: BusFront,
  bus: Bus,
  truck: Truck,
  motorcycle: Motorbike,
  other: CarFront,
};
