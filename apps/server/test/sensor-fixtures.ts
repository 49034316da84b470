/** The sensors the sensor suites add (docs/api.md#sensors), as request bodies. */

/** A 400 L tank read on Teltonika IO 201 through a three-point calibration (20 L minimums: 5% of the tank). */
export const fuelSensor = {
  name: 'Main tank',
  type: 'fuel_level',
  attribute: 'io201',
  calibration: [
    [0, 0],
    [1000, 200],
    [2000, 400],
  ],
  capacity: 400,
};

/** A cold room's probe in tenths of a degree, in range from −20 to 8 °C. */
export const temperatureSensor = {
  name: 'Cold room',
  type: 'temperature',
  attribute: 'temp1',
  multiplier: 0.1,
  min: -20,
  max: 8,
};
