export * from './roles';
export * from './employees';
export * from './auth-tokens';
