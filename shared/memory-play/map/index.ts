/** The memory map: plain-data model, adjacency, validation, text notation, schema. */
export * from './map-types.js';
export * from './square-ref.js';
export * from './side-index.js';
export * from './nearby.js';
export * from './map-problem.js';
export * from './canonical-map.js';
export * from './map-validation.js';
export * from './map-notation.js';
export * from './map-schema.js';
