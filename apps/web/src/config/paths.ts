/** Every route of the app, named once. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  auth: {
    root: { path: '/auth', getHref: () => '/auth' },
    login: {
      path: '/auth/login',
      getHref: (redirectTo?: string | null) =>
        `/auth/login${redirectTo ? `?redirectTo=${encodeURIComponent(redirectTo)}` : ''}`,
    },
    forgotPassword: { path: '/auth/forgot-password', getHref: () => '/auth/forgot-password' },
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
    add: { path: '/vehicles-management/add', getHref: () => '/vehicles-management/add' },
    edit: {
      path: '/vehicles-management/edit/:id',
      getHref: (id: number | string) => `/vehicles-management/edit/${id}`,
    },
    view: {
      path: '/vehicles-management/view/:id',
      getHref: (id: number | string) => `/vehicles-management/view/${id}`,
    },
  },
  notFound: { path: '/not-found', getHref: () => '/not-found' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
} as const;
