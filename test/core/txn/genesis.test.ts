import test from 'ava';
import { readFileSync } from 'node:fs';
import { renderE2 } from '../../../src/core/codec/json-codec.js';
import { parseJson } from '../../../src/core/codec/json-parse.js';
import {
  encodeGenesis,
  genesisHash,
  genesisId,
  genesisSchema,
  parseGenesisJson,
  type Genesis,
} from '../../../src/core/txn/genesis.js';

const fixture = (name: string): Buffer => readFileSync(new URL(`../../fixtures/codec/${name}`, import.meta.url));

const vector = test.macro({
  exec(t, file: string, id: string, hashB64: string) {
    const genesis = parseGenesisJson(fixture(file));
    t.is(genesisId(genesis), id);
    t.is(genesisHash(genesis).toString('base64'), hashB64);
  },
  title: (_, file) => `genesis hash of ${file}`,
});

test(vector, 'mainnet-genesis.json', 'mainnet-v1.0', 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=');
test(vector, 'testnet-genesis.json', 'testnet-v1.0', 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=');

test('genesis.json re-renders as codec JSON with the same content', (t) => {
  const text = fixture('testnet-genesis.json').toString('utf8');
  const genesis = parseGenesisJson(text);
  const rendered = renderE2(genesisSchema, genesis);
  t.deepEqual(parseJson(rendered), parseJson(text));
  t.deepEqual(parseGenesisJson(rendered), genesis);
});

test('allocation entries always carry addr, comment and state (no omitempty)', (t) => {
  const genesis: Genesis = { network: 'n', schemaId: 'v1', allocation: [{ address: 'A', state: {} }, {}] };
  const hex = encodeGenesis(genesis).toString('hex');
  const entry = (addr: string): string =>
    '83' +
    'a461646472' +
    Buffer.from([0xa0 | addr.length]).toString('hex') +
    Buffer.from(addr).toString('hex') +
    'a7636f6d6d656e74a0' +
    'a5737461746580';
  t.is(hex, '83' + 'a5616c6c6f63' + '92' + entry('A') + entry('') + 'a26964a27631' + 'a76e6574776f726ba16e');
  const parsed = parseGenesisJson('{"alloc":[{"addr":"A","comment":"","state":{}}],"id":"v1","network":"n"}');
  t.deepEqual(parsed.allocation, [{ address: 'A', comment: '', state: {} }]);
});

test('balances above 2^53 are exact', (t) => {
  const genesis = parseGenesisJson(
    '{"alloc":[{"addr":"A","comment":"","state":{"algo":10000000000000001,"onl":1}}],"timestamp":-5}',
  );
  t.is(genesis.allocation![0]!.state!.microAlgos, 10000000000000001n);
  t.is(genesis.timestamp, -5n);
  t.true(
    encodeGenesis(genesis)
      .toString('hex')
      .includes('a4616c676f' + 'cf002386f26fc10001'),
  );
});

const bad = test.macro({
  exec(t, json: string, code: string) {
    const err = t.throws(() => parseGenesisJson(json));
    t.is((err as { code?: string }).code, code);
  },
  title: (name) => `genesis.json with ${name} is rejected`,
});

test('an unknown key', bad, '{"network":"n","extra":1}', 'CORE_UNKNOWN_FIELD');
test('an unknown state key', bad, '{"alloc":[{"addr":"A","comment":"","state":{"algos":1}}]}', 'CORE_UNKNOWN_FIELD');
test('a short vote key', bad, '{"alloc":[{"addr":"A","comment":"","state":{"vote":"AAAA"}}]}', 'CORE_BAD_LENGTH');
test('trailing garbage', bad, '{"network":"n"} x', 'CORE_JSON_DECODE');
test('a negative balance', bad, '{"alloc":[{"addr":"A","comment":"","state":{"algo":-1}}]}', 'CORE_JSON_DECODE');
