/** Every route of the app, named once. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  tracking: {
    details: {
      path: '/vehicle-details/:id',
      getHref: (id: number | string, search?: string) =>
        `/vehicle-details/${id}${search ? `?${search}` : ''}`,
    },
  },
  auth: {
    root: { path: '/auth', getHref: () => '/auth' },
    login: {
      path: '/auth/login',
      getHref: (redirectTo?: string | null) =>
        `/auth/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
    },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
    resetPassword: { path: '/auth/reset-password', getHref: () => '/auth/reset-password' },
  },
  roles: {
    list: { path: '/roles-permissions', getHref: () => '/roles-permissions' },
    add: { path: '/roles-permissions/add', getHref: () => '/roles-permissions/add' },
    edit: {
      path: '/roles-permissions/edit/:id',
      getHref: (id: number | string) => `/roles-permissions/edit/${id}`,
    },
    view: {
      path: '/roles-permissions/view/:id',
      getHref: (id: number | string) => `/roles-permissions/view/${id}`,
    },
  },
  vehicles: {
    list: { path: '/vehicles-management', getHref: () => '/vehicles-management' },
    add: {
      path: '/vehicles-management/add',
      /** With a waiting device: its id filled in, its protocol's help open. */
      getHref: (device?: { deviceId: string; protocol?: string }) => {
        if (!device) return '/vehicles-management/add';
        const search = new URLSearchParams({ device_id: device.deviceId });
        if (device.protocol) search.set('protocol', device.protocol);
        return `/vehicles-management/add?${search}`;
      },
    },
    edit: {
      path: '/vehicles-management/edit/:id',
      getHref: (id: number | string) => `/vehicles-management/edit/${id}`,
    },
    view: {
      path: '/vehicles-management/view/:id',
      getHref: (id: number | string) => `/vehicles-management/view/${id}`,
    },
  },
  /** Devices no vehicle has yet, and how to point a device at this server (docs/api.md#devices). */
  devices: {
    waiting: { path: '/devices/waiting', getHref: () => '/devices/waiting' },
    connect: {
      path: '/devices/connect',
      getHref: (protocol?: string) =>
        `/devices/connect${protocol ? `?protocol=${encodeURIComponent(protocol)}` : ''}`,
    },
  },
  people: { root: { path: '/employees-drivers', getHref: () => '/employees-drivers' } },
  employees: {
    list: { path: '/employees-drivers/employees', getHref: () => '/employees-drivers/employees' },
    add: { path: '/employees-drivers/employees/add', getHref: () => '/employees-drivers/employees/add' },
    edit: {
      path: '/employees-drivers/employees/edit/:id',
      getHref: (id: number | string) => `/employees-drivers/employees/edit/${id}`,
    },
    view: {
      path: '/employees-drivers/employees/view/:id',
      getHref: (id: number | string) => `/employees-drivers/employees/view/${id}`,
    },
  },
  drivers: {
    list: { path: '/employees-drivers/drivers', getHref: () => '/employees-drivers/drivers' },
    add: { path: '/employees-drivers/drivers/add', getHref: () => '/employees-drivers/drivers/add' },
    edit: {
      path: '/employees-drivers/drivers/edit/:id',
      getHref: (id: number | string) => `/employees-drivers/drivers/edit/${id}`,
    },
    view: {
      path: '/employees-drivers/drivers/view/:id',
      getHref: (id: number | string) => `/employees-drivers/drivers/view/${id}`,
    },
  },
  trips: {
    list: { path: '/itinerary-management', getHref: () => '/itinerary-management' },
    add: { path: '/itinerary-management/add', getHref: () => '/itinerary-management/add' },
    edit: {
      path: '/itinerary-management/edit/:id',
      getHref: (id: number | string) => `/itinerary-management/edit/${id}`,
    },
    view: {
      path: '/itinerary-management/view/:id',
      getHref: (id: number | string) => `/itinerary-management/view/${id}`,
    },
  },
  examinations: {
    list: { path: '/reports-examinations', getHref: () => '/reports-examinations' },
    view: {
      path: '/reports-examinations/:id',
      getHref: (id: number | string) => `/reports-examinations/${id}`,
    },
    fix: {
      path: '/reports-examinations/:id/fix-parts',
      getHref: (id: number | string) => `/reports-examinations/${id}/fix-parts`,
    },
  },
  geofences: {
    list: { path: '/geofences', getHref: () => '/geofences' },
    add: { path: '/geofences/add', getHref: () => '/geofences/add' },
    edit: {
      path: '/geofences/edit/:id',
      getHref: (id: number | string) => `/geofences/edit/${id}`,
    },
    view: {
      path: '/geofences/view/:id',
      getHref: (id: number | string) => `/geofences/view/${id}`,
    },
  },
  maintenance: {
    due: { path: '/maintenance', getHref: () => '/maintenance' },
    programmes: { path: '/maintenance/programmes', getHref: () => '/maintenance/programmes' },
    addProgramme: { path: '/maintenance/programmes/add', getHref: () => '/maintenance/programmes/add' },
    editProgramme: {
      path: '/maintenance/programmes/edit/:id',
      getHref: (id: number | string) => `/maintenance/programmes/edit/${id}`,
    },
    workOrders: { path: '/maintenance/work-orders', getHref: () => '/maintenance/work-orders' },
    addWorkOrder: {
      path: '/maintenance/work-orders/add',
      getHref: (search?: string) => `/maintenance/work-orders/add${search ? `?${search}` : ''}`,
    },
    editWorkOrder: {
      path: '/maintenance/work-orders/edit/:id',
      getHref: (id: number | string) => `/maintenance/work-orders/edit/${id}`,
    },
    viewWorkOrder: {
      path: '/maintenance/work-orders/view/:id',
      getHref: (id: number | string) => `/maintenance/work-orders/view/${id}`,
    },
  },
  settings: {
    events: { path: '/settings/events', getHref: () => '/settings/events' },
    apiKeys: { path: '/settings/api-keys', getHref: () => '/settings/api-keys' },
  },
  notifications: {
    inbox: { path: '/notifications', getHref: () => '/notifications' },
    list: { path: '/notifications/rules', getHref: () => '/notifications/rules' },
    add: { path: '/notifications/rules/add', getHref: () => '/notifications/rules/add' },
    edit: {
      path: '/notifications/rules/edit/:id',
      getHref: (id: number | string) => `/notifications/rules/edit/${id}`,
    },
    view: {
      path: '/notifications/rules/view/:id',
      getHref: (id: number | string) => `/notifications/rules/view/${id}`,
    },
  },
  audit: { list: { path: '/audit-log', getHref: () => '/audit-log' } },
  /** A temperature sensor's printable record of one day (the cold-chain document). */
  temperatureRecord: {
    path: '/temperature-record/:vehicleId/:sensorId',
    getHref: (vehicleId: number | string, sensorId: number | string, day?: string) =>
      `/temperature-record/${vehicleId}/${sensorId}${day ? `?day=${day}` : ''}`,
  },
  /** Fuel-card transactions and their import (docs/api.md#sensors, fuel cards). */
  fuelCards: { list: { path: '/fuel-cards', getHref: () => '/fuel-cards' } },
  reports: {
    root: { path: '/reports', getHref: (search?: string) => `/reports${search ? `?${search}` : ''}` },
  },
  profile: { root: { path: '/profile', getHref: () => '/profile' } },
  /** The shared links (docs/api.md#share-links): views, expiry, revoke. */
  shareLinks: { list: { path: '/shared-links', getHref: () => '/shared-links' } },
  /** A share link's public page (docs/api.md#share-links): no sign-in. */
  share: { path: '/share/:token', getHref: (token: string) => `/share/${token}` },
  events: { list: { path: '/events', getHref: (search?: string) => `/events${search ? `?${search}` : ''}` } },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
} as const;
