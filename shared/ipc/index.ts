export * from './channels.js';
export * from './events.js';
export * from './errors.js';
export * from './transport.js';
