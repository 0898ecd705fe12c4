import test from 'ava';
import { readFileSync } from 'node:fs';
import { AppError, ERRORS, GrpcStatus, isAppError, toAppError, type ErrorCode } from '../../src/core/errors.js';

// docs/errors.md lists every code as a table row: | `CODE` | http | GRPC_NAME | description |
function documentedCodes(): Map<string, { http: number; grpc: string }> {
  const rows = new Map<string, { http: number; grpc: string }>();
  const text = readFileSync(new URL('../../docs/errors.md', import.meta.url), 'utf8');
  for (const line of text.split('\n')) {
    const m = /^\|\s*`([A-Z0-9_]+)`\s*\|\s*(\d{3})\s*\|\s*([A-Z_]+)\s*\|/.exec(line);
    if (m) rows.set(m[1]!, { http: Number(m[2]), grpc: m[3]! });
  }
  return rows;
}

const grpcName = (n: number): string => Object.entries(GrpcStatus).find(([, v]) => v === n)![0];

test('every registered code is documented with its HTTP and gRPC status', (t) => {
  const docs = documentedCodes();
  for (const [code, spec] of Object.entries(ERRORS)) {
    const row = docs.get(code);
    t.truthy(row, `${code} is missing from docs/errors.md`);
    if (row) {
      t.is(row.http, spec.http, `${code} HTTP status`);
      t.is(row.grpc, grpcName(spec.grpc), `${code} gRPC status`);
    }
  }
});

test('every documented code exists in the registry', (t) => {
  for (const code of documentedCodes().keys()) t.true(code in ERRORS, `${code} is documented but not registered`);
});

test('codes carry a surface prefix', (t) => {
  for (const code of Object.keys(ERRORS)) t.regex(code, /^(ALGOD|KMD|ADMIN|GATEWAY|CORE)_[A-Z0-9_]+$/);
});

test('AppError survives a plain-data round trip (as across a worker thread)', (t) => {
  const err = new AppError('CORE_BAD_ADDRESS', 'address X is non-canonical', { data: { field: 'snd' } });
  const back = AppError.fromWire(structuredClone(err.toWire()));
  t.is(back.code, 'CORE_BAD_ADDRESS');
  t.is(back.message, 'address X is non-canonical');
  t.deepEqual(back.data, { field: 'snd' });
  t.is(back.httpStatus, 400);
});

test('unknown errors become CORE_INTERNAL and keep the cause out of the message', (t) => {
  const wrapped = toAppError(new Error('secret path /etc/x'));
  t.is(wrapped.code satisfies ErrorCode, 'CORE_INTERNAL');
  t.is(wrapped.message, 'internal failure');
  t.true(isAppError(wrapped));
  t.false(isAppError(new Error('x')));
  t.false(isAppError({ code: 'CORE_INTERNAL' }));
});
