/** The vehicles module's public surface: its plugin, the examinations' block of a vehicle, the select options. */
export { default as vehiclesModule } from './vehicles.plugin';
export { blockForCriticalFault, releaseFaultBlock } from './fault-block';
export { vehicleOption } from './vehicles.service';
