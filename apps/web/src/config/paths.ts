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
  notFound: { path: '/not-found', getHref: () => '/not-found' },
  unauthorized: { path: '/unauthorized', getHref: () => '/unauthorized' },
} as const;
