/**
 * The REST HTTP engines a test can run here: node:http always, uWebSockets.js when a native binary loads for this
 * Node (otherwise the reason to skip its half). ALGORUN_TEST_HTTP_ENGINE (server.ts) picks the engine of whole
 * test servers; tests that compare the engines use both from this list.
 */
import { chooseHttpEngine, type HttpEngine } from '../../src/gateway/rest/listen.js';
import { loadUws } from '../../src/gateway/rest/uws-loader.js';

export interface TestEngine {
  readonly name: 'uws' | 'node';
  /** undefined when this engine cannot run here. */
  readonly engine: HttpEngine | undefined;
  readonly skipReason: string;
}

export function testEngines(): readonly TestEngine[] {
  const load = loadUws();
  const uws: TestEngine =
    load.uws === undefined
      ? {
          name: 'uws',
          engine: undefined,
          skipReason: `no native uWebSockets.js binary for Node ${process.version} (${load.reason})`,
        }
      : { name: 'uws', engine: chooseHttpEngine('uws'), skipReason: '' };
  return [uws, { name: 'node', engine: chooseHttpEngine('node'), skipReason: '' }];
}
