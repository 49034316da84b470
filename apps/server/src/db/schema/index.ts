export * from './roles';
export * from './employees';
export * from './auth-tokens';
export * from './media';
export * from './vehicles';
export * from './positions';
export * from './drivers';
export * from './trips';
