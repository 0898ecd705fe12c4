/**
 * Box ops (v8+; `box_splice`, `box_resize` v10): `box_create box_extract box_replace box_splice box_del box_len
 * box_get box_put box_resize` on the boxes of the running app, and their v13 `app_box_*` forms (prefix 0xd4) whose
 * deepest argument names the owning app id (upstream logic/box.go).
 *
 * Invariants:
 * - Every op first applies the name/size rules, then asks `availableBox` (reference, ClearState and write-quota
 *   rules), then reads or changes the record through box-records.ts. Errors are upstream's texts; nothing throws for a program's fault.
 * - Contents put into the ledger are fresh arrays: stack values are never stored by reference.
 * - Oversized `box_get` results are left to the step loop (`box_get produced a too big (N) byte-array`).
 * - `m.context.group.state` is defined (box ops run in application mode only).
 * - An `app_box_*` op removes its app id argument first and then behaves exactly as its `box_*` form on that app's
 *   boxes (the id is used as given, never resolved through the foreign arrays); boxes.ts authorizes the access.
 */
import { boolValue, MAX_UINT64, uintOf, type Machine, type OpFn, type StackValue } from '../../avm/index.js';
import { extract } from '../../avm/ops/bytes.js';
import { applicationAddress } from '../../crypto/accounts.js';
import type { StateOverlay } from '../state.js';
import { delBox, newBox, setBox } from './box-records.js';
import { availableBox, hexName, type BoxUse } from './boxes.js';
import { ledgerState } from './logic-ledger.js';
import type { AppProgram } from './context.js';

type M = Machine<AppProgram>;
/** A box op body on the boxes of app `app`. */
type BoxOp = (m: M, app: bigint) => string | undefined;

/** The account of app `app` (the running app's is known; another's is derived). */
const addressOf = (m: M, app: bigint): Uint8Array =>
  app === m.context.appId ? m.context.appAddress : applicationAddress(app);

const nameAt = (m: M, fromTop: number): string => {
  const v = m.stack[m.stack.length - 1 - fromTop] as Uint8Array;
  return Buffer.from(v.buffer, v.byteOffset, v.byteLength).toString('latin1');
};
const uintAt = (m: M, fromTop: number): bigint => m.stack[m.stack.length - 1 - fromTop] as bigint;
const bytesAt = (m: M, fromTop: number): Uint8Array => m.stack[m.stack.length - 1 - fromTop] as Uint8Array;

/** Name and size rules (upstream lengthChecks). */
function lengthChecks(m: M, name: string, size: bigint): string | undefined {
  const params = m.context.group.params;
  if (name.length === 0) return 'box names may not be zero length';
  if (name.length > params.app.maxAppKeyLen)
    return `name too long: length was ${name.length}, maximum is ${params.app.maxAppKeyLen}`;
  if (size > params.app.maxBoxSize) return `box size too large: ${size}, maximum is ${params.app.maxBoxSize}`;
  return undefined;
}

/** Checks and availability in one step; the state and current contents on success. */
function access(
  m: M,
  app: bigint,
  name: string,
  size: bigint,
  use: BoxUse,
  checkSize = size,
): { state: StateOverlay; contents: Uint8Array | undefined } | string {
  const bad = lengthChecks(m, name, checkSize);
  if (bad !== undefined) return bad;
  const state = ledgerState(m);
  const found = availableBox(m.context, app, name, use, size);
  if (typeof found === 'string') return found;
  return { state, contents: found.contents };
}

/** Replace the top `pop` values by `push`. */
function finish(m: M, pop: number, ...push: StackValue[]): undefined {
  m.stack.length -= pop;
  m.stack.push(...push);
  return undefined;
}

const boxCreate: BoxOp = (m, app) => {
  const name = nameAt(m, 1);
  const size = uintAt(m, 0);
  const found = access(m, app, name, size, 'create');
  if (typeof found === 'string') return found;
  if (found.contents !== undefined) return finish(m, 2, boolValue(false));
  const err = newBox(found.state, m.context.group.params, app, addressOf(m, app), name, new Uint8Array(Number(size)));
  return err ?? finish(m, 2, boolValue(true));
};

const boxExtract: BoxOp = (m, app) => {
  const name = nameAt(m, 2);
  const start = uintAt(m, 1);
  const length = uintAt(m, 0);
  const end = start + length > MAX_UINT64 ? MAX_UINT64 : start + length;
  const found = access(m, app, name, 0n, 'read', end);
  if (typeof found === 'string') return found;
  if (found.contents === undefined) return `no such box ${hexName(name)}`;
  const piece = extract(found.contents, start, length);
  if (typeof piece === 'string') return piece;
  return finish(m, 3, piece.slice());
};

/** `original` with `replacement` written over [start, start+length), keeping the size (upstream spliceCarefully). */
function splice(original: Uint8Array, replacement: Uint8Array, start: bigint, length: bigint): Uint8Array | string {
  const size = BigInt(original.length);
  if (start > size) return `replacement start ${start} beyond length: ${original.length}`;
  const end = start + length;
  if (end > MAX_UINT64) return 'splice end exceeds uint64';
  if (end > size) return `splice end ${end} beyond original length: ${original.length}`;
  const s = Number(start);
  if (replacement.length > original.length - s) return 'splice inserted bytes too long';
  const out = new Uint8Array(original.length);
  out.set(original.subarray(0, s));
  out.set(replacement, s);
  const tail = original.subarray(Number(end));
  out.set(tail.subarray(0, out.length - s - replacement.length), s + replacement.length);
  return out;
}

/** Shared by box_replace (length = len(replacement)) and box_splice. */
function writeRange(m: M, app: bigint, pop: number, start: bigint, length: bigint | undefined): string | undefined {
  const replacement = bytesAt(m, 0);
  const name = nameAt(m, pop - 1);
  const checkSize = length === undefined ? saturatingAdd(start, BigInt(replacement.length)) : 0n;
  const found = access(m, app, name, 0n, 'write', checkSize);
  if (typeof found === 'string') return found;
  if (found.contents === undefined) return `no such box ${hexName(name)}`;
  const updated =
    length === undefined
      ? replace(found.contents, replacement, start)
      : splice(found.contents, replacement, start, length);
  if (typeof updated === 'string') return updated;
  m.stack.length -= pop;
  return setBox(found.state, app, name, updated);
}

const saturatingAdd = (a: bigint, b: bigint): bigint => (a + b > MAX_UINT64 ? MAX_UINT64 : a + b);

/** A copy of `original` with `replacement` written at `start` (upstream replaceCarefully). */
function replace(original: Uint8Array, replacement: Uint8Array, start: bigint): Uint8Array | string {
  if (start > BigInt(original.length)) return `replacement start ${start} beyond length: ${original.length}`;
  const end = start + BigInt(replacement.length);
  if (end > BigInt(original.length)) return `replacement end ${end} beyond original length: ${original.length}`;
  const out = original.slice();
  out.set(replacement, Number(start));
  return out;
}

const boxReplace: BoxOp = (m, app) => writeRange(m, app, 3, uintAt(m, 1), undefined);

const boxSplice: BoxOp = (m, app) => writeRange(m, app, 4, uintAt(m, 2), uintAt(m, 1));

const boxDel: BoxOp = (m, app) => {
  const name = nameAt(m, 0);
  const found = access(m, app, name, 0n, 'delete');
  if (typeof found === 'string') return found;
  const existed = found.contents !== undefined && delBox(found.state, app, addressOf(m, app), name);
  return finish(m, 1, boolValue(existed));
};

const boxLen: BoxOp = (m, app) => {
  const name = nameAt(m, 0);
  const found = access(m, app, name, 0n, 'read');
  if (typeof found === 'string') return found;
  return finish(m, 1, uintOf(found.contents?.length ?? 0), boolValue(found.contents !== undefined));
};

const boxGet: BoxOp = (m, app) => {
  const name = nameAt(m, 0);
  const found = access(m, app, name, 0n, 'read');
  if (typeof found === 'string') return found;
  return finish(m, 1, found.contents ?? new Uint8Array(0), boolValue(found.contents !== undefined));
};

const boxPut: BoxOp = (m, app) => {
  const value = bytesAt(m, 0);
  const name = nameAt(m, 1);
  const found = access(m, app, name, BigInt(value.length), 'write');
  if (typeof found === 'string') return found;
  m.stack.length -= 2;
  if (found.contents !== undefined) {
    if (found.contents.length !== value.length)
      return `attempt to box_put wrong size ${found.contents.length} != ${value.length}`;
    return setBox(found.state, app, name, value.slice());
  }
  return newBox(found.state, m.context.group.params, app, addressOf(m, app), name, value.slice());
};

const boxResize: BoxOp = (m, app) => {
  const name = nameAt(m, 1);
  const size = uintAt(m, 0);
  const found = access(m, app, name, size, 'resize');
  if (typeof found === 'string') return found;
  if (found.contents === undefined) return `no such box ${hexName(name)}`;
  const owner = addressOf(m, app);
  delBox(found.state, app, owner, name);
  const resized = new Uint8Array(Number(size));
  resized.set(found.contents.subarray(0, Math.min(found.contents.length, resized.length)));
  m.stack.length -= 2;
  return newBox(found.state, m.context.group.params, app, owner, name, resized);
};

/** `box_*`: the running app's boxes. */
const own =
  (op: BoxOp): OpFn<AppProgram> =>
  (m) =>
    op(m, m.context.appId);

/** `app_box_*`: the app id lies below `depth` other arguments; take it out, then run the `box_*` body. */
const foreign =
  (op: BoxOp, depth: number): OpFn<AppProgram> =>
  (m) => {
    const at = m.stack.length - 1 - depth;
    const app = m.stack[at] as bigint;
    m.stack.splice(at, 1);
    return op(m, app);
  };

export const BOX_OPS: Readonly<Record<string, OpFn<AppProgram>>> = {
  box_create: own(boxCreate),
  box_extract: own(boxExtract),
  box_replace: own(boxReplace),
  box_splice: own(boxSplice),
  box_del: own(boxDel),
  box_len: own(boxLen),
  box_get: own(boxGet),
  box_put: own(boxPut),
  box_resize: own(boxResize),
  app_box_create: foreign(boxCreate, 2),
  app_box_extract: foreign(boxExtract, 3),
  app_box_replace: foreign(boxReplace, 3),
  app_box_splice: foreign(boxSplice, 4),
  app_box_del: foreign(boxDel, 1),
  app_box_len: foreign(boxLen, 1),
  app_box_get: foreign(boxGet, 1),
  app_box_put: foreign(boxPut, 2),
  app_box_resize: foreign(boxResize, 2),
};
