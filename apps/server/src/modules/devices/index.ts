/** The devices module: devices waiting to be added (unknown ids) and the protocols' connection help. */
export { DevicesRepo } from './devices.repo';
export { UnknownDeviceRecorder } from './unknown-devices';
export { default as devicesRoutes } from './devices.routes';
