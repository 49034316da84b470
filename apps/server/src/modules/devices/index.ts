/** The devices module: devices waiting to be added (unknown ids) and the protocols' connection help. */
export { DevicesRepo } from './devices.repo';
export { default as devicesRoutes } from './devices.routes';
