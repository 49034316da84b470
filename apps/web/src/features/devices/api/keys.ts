export const deviceKeys = {
  all: ['devices'] as const,
  waiting: () => [...deviceKeys.all, 'waiting'] as const,
  protocols: () => [...deviceKeys.all, 'protocols'] as const,
};
