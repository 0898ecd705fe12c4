/**
 * Child process for test/contract/stray-rejection.test.ts: starts the whole server, lets a promise rejection go
 * unhandled, then checks the server still answers and prints "alive <status>".
 */
import { startTestServer } from './server.js';

const server = await startTestServer();
void Promise.reject(new Error('stray rejection from a request path'));
await new Promise((resolve) => setTimeout(resolve, 200));
const response = await fetch(`${server.algod}/health`);
console.log(`alive ${response.status}`);
await server.close();
