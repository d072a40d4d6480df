export * from './common.js';
export * from './creators.js';
export * from './campaigns.js';
export * from './brands.js';
export * from './outreach.js';
export * from './ai.js';
export * from './agent.js';
