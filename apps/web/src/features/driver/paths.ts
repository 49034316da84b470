/** The driver app's routes (kept out of the dashboard's eagerly loaded `config/paths.ts`). */
export const driverPaths = {
  home: '/driver',
  signIn: '/driver/sign-in',
  inspection: '/driver/inspection',
} as const;
