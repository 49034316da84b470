/** The geofences module's public surface: its plugin and the geofences' reads. */
export { default as geofencesModule } from './geofences.plugin';
export { GeofencesRepo } from './geofences.repo';
