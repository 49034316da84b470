export const driverKeys = {
  all: ['driver'] as const,
  profile: () => [...driverKeys.all, 'profile'] as const,
  examinations: () => [...driverKeys.all, 'examinations'] as const,
};
