/**
 * Units to the tenth of one. Ambulance mileage is billed per tenth of a mile ('14.6') and anesthesia
 * time units to one decimal ('7.8'); whole services stay whole. The reader, the bill forms and the
 * bills built from a document all round through this one function.
 */
export const toUnitTenths = (value: number) => Math.round(value * 10) / 10;

/** Whether `value` is already whole or in tenths ('14.6' is, '14.65' is not). */
export const isInUnitTenths = (value: number) => Math.abs(value - toUnitTenths(value)) < 1e-9;
