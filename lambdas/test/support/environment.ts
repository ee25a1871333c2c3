import { inject } from 'vitest';

// Each test worker points the Lambda code at the embedded servers, as the local stack does.
Object.assign(process.env, inject('testEnv'));
