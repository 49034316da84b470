import {
  ClipboardCheck,
  Hexagon,
  MapPinned,
  Route,
  ScrollText,
  Settings,
  Bell,
  Fuel,
  BarChart3,
  BellRing,
  KeyRound,
  Link2,
  PlugZap,
  RadioTower,
  ShieldCheck,
  Truck,
  Users,
  Wrench,
  type LucideIcon,
} from 'lucide-react';
import { paths } from '@/config/paths';

export type NavItem = {
  key: string;
  titleKey: string;
  href: string;
  icon: LucideIcon;
  requires?: string;
  /** Shown when the user holds any one of these. */
  requiresAny?: readonly string[];
};

/**
 * Sidebar entries: only modules registered in the router. Others are added with their routes,
 * so the sidebar never links to a not-found page.
 */
export const navItems: readonly NavItem[] = [
  { key: 'home', titleKey: 'nav.home', href: paths.home.getHref(), icon: MapPinned },
  {
    key: 'vehicles',
    titleKey: 'nav.vehicles',
    href: paths.vehicles.list.getHref(),
    icon: Truck,
    requires: 'show_vehicles',
  },
  {
    key: 'devices_waiting',
    titleKey: 'nav.devices_waiting',
    href: paths.devices.waiting.getHref(),
    icon: RadioTower,
    requires: 'create_vehicles',
  },
  {
    key: 'connect_device',
    titleKey: 'nav.connect_device',
    href: paths.devices.connect.getHref(),
    icon: PlugZap,
    requiresAny: ['create_vehicles', 'update_vehicles'],
  },
  {
    key: 'employees-drivers',
    titleKey: 'nav.employees_drivers',
    href: paths.people.root.getHref(),
    icon: Users,
    requiresAny: ['show_employees', 'show_drivers'],
  },
  {
    key: 'itineraries',
    titleKey: 'nav.itineraries',
    href: paths.trips.list.getHref(),
    icon: Route,
    requires: 'show_trips',
  },
  {
    key: 'examinations',
    titleKey: 'nav.examinations',
    href: paths.examinations.list.getHref(),
    icon: ClipboardCheck,
    requires: 'show_examinations',
  },
  {
    key: 'maintenance',
    titleKey: 'nav.maintenance',
    href: paths.maintenance.due.getHref(),
    icon: Wrench,
    requires: 'show_maintenance',
  },
  {
    key: 'geofences',
    titleKey: 'nav.geofences',
    href: paths.geofences.list.getHref(),
    icon: Hexagon,
    requires: 'show_geofences',
  },
  {
    key: 'events',
    titleKey: 'nav.events',
    href: paths.events.list.getHref(),
    icon: Bell,
    requires: 'show_events',
  },
  {
    key: 'fuel_cards',
    titleKey: 'nav.fuel_cards',
    href: paths.fuelCards.list.getHref(),
    icon: Fuel,
    requires: 'show_fuel',
  },
  {
    key: 'shared_links',
    titleKey: 'nav.shared_links',
    href: paths.shareLinks.list.getHref(),
    icon: Link2,
    requires: 'show_share_links',
  },
  {
    key: 'reports',
    titleKey: 'nav.reports',
    href: paths.reports.root.getHref(),
    icon: BarChart3,
    requires: 'show_reports',
  },
  {
    key: 'notifications',
    titleKey: 'nav.notification_rules',
    href: paths.notifications.list.getHref(),
    icon: BellRing,
    requires: 'show_notifications',
  },
  {
    key: 'audit',
    titleKey: 'nav.audit',
    href: paths.audit.list.getHref(),
    icon: ScrollText,
    requires: 'show_audit',
  },
  {
    key: 'settings',
    titleKey: 'nav.settings',
    href: paths.settings.events.getHref(),
    icon: Settings,
    requires: 'show_settings',
  },
  {
    key: 'api_keys',
    titleKey: 'nav.api_keys',
    href: paths.settings.apiKeys.getHref(),
    icon: KeyRound,
    requires: 'show_api_keys',
  },
  {
    key: 'roles',
    titleKey: 'nav.roles',
    href: paths.roles.list.getHref(),
    icon: ShieldCheck,
    requires: 'show_roles',
  },
];
