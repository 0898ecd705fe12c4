/**
 * One program's exec trace as simulate reports it (upstream simulation evalTracer Before/AfterOpcode with the op
 * specs' StackExplain and AppStateExplain): one unit per executed opcode, with what it popped and pushed, the
 * scratch slots it wrote and the app state it wrote or deleted.
 *
 * Invariants:
 * - `pc` is the opcode's pc before it runs. A failing opcode keeps its unit (with `stack-pop-count`) but records
 *   no additions, scratch or state values, as upstream.
 * - Pops/pushes follow the op's declared signature (langspec args/returns), except the ops whose effect depends
 *   on immediates or frames (popn, dupn, dig, bury, cover, uncover, frame_dig, frame_bury, retsub, match, return,
 *   pushints, pushbytess), explained as upstream does.
 * - State reads never appear in `state-changes`; they still seed the initial states (initial-states.ts).
 */
import { APPL_OPS } from '../appl/op-set.js';
import type { Machine, StackValue, TraceView, Tracer } from '../../avm/index.js';
import { encodeAddress } from '../../crypto/address.js';
import type { AppProgram } from '../appl/context.js';
import { getGlobal, getLocal } from '../appl/logic-ledger.js';
import { resolveAccount, resolveApp, resolveLocals } from '../appl/resources.js';
import type { TealValue } from '../account.js';
import type { AvmValue, ExecTraceConfig, OpcodeTraceUnit } from './response.js';

const SUB_OPCODE_PREFIX = 0xd4;

/** A state access an opcode is about to make (upstream AppStateExplain). */
export interface StateAccess {
  readonly kind: 'g' | 'l' | 'b';
  readonly op: 'w' | 'd' | 'r';
  readonly app: bigint;
  readonly account: Uint8Array | undefined;
  readonly key: string;
}

/** Receives every state access of traced programs (initial states). */
export interface StateAccessSink {
  access(m: Machine<AppProgram>, access: StateAccess): void;
}

export function avmValue(v: StackValue | TealValue | undefined): AvmValue {
  if (v === undefined) return {};
  if (typeof v === 'bigint') return { type: 2n, uint: v };
  if (v instanceof Uint8Array) return { type: 1n, bytes: v };
  return v.type === 1n ? { type: 1n, bytes: v.bytes ?? new Uint8Array(0) } : { type: v.type ?? 0n, uint: v.uint ?? 0n };
}

function opName(m: Machine): { name: string; args: number; returns: number } | undefined {
  const table = APPL_OPS.table(m.version);
  const byte = m.program[m.pc]!;
  const info = byte === SUB_OPCODE_PREFIX ? table.bySubOpcode?.[m.program[m.pc + 1]!] : table.byOpcode[byte];
  return info === undefined
    ? undefined
    : { name: info.name, args: info.argNames.length, returns: info.returnNames.length };
}

/** Upstream StackExplain: how many values the op at pc removes. */
function deletions(m: Machine, op: { name: string; args: number }): number {
  const imm = m.program[m.pc + 1] ?? 0;
  const frame = m.frames[m.frames.length - 1];
  switch (op.name) {
    case 'return':
      return m.stack.length;
    case 'bury':
    case 'cover':
    case 'uncover':
      return imm + 1;
    case 'popn':
      return imm;
    case 'dupn':
      return 1;
    case 'dig':
    case 'frame_dig':
    case 'pushints':
    case 'pushbytess':
      return 0;
    case 'match':
      return imm + 1;
    case 'retsub':
      return frame?.clear === true ? m.stack.length - frame.height + frame.args : 0;
    case 'frame_bury': {
      if (frame === undefined) return 0;
      const offset = imm > 127 ? imm - 256 : imm;
      return m.stack.length - (frame.height + offset);
    }
    default:
      return op.args;
  }
}

const BOX_OPS: Record<string, 'w' | 'd' | 'r'> = {
  box_create: 'w',
  box_extract: 'r',
  box_replace: 'w',
  box_del: 'd',
  box_len: 'r',
  box_get: 'r',
  box_put: 'w',
  box_splice: 'w',
  box_resize: 'w',
};

const asKey = (v: StackValue | undefined): string => (v instanceof Uint8Array ? Buffer.from(v).toString('latin1') : '');
const asUint = (v: StackValue | undefined): bigint => (typeof v === 'bigint' ? v : 0n);

function localAccount(
  m: Machine<AppProgram>,
  v: StackValue | undefined,
  app: bigint,
  write: boolean,
): Uint8Array | undefined {
  if (v === undefined) return undefined;
  const ref = write ? resolveAccount(m, v, 'write') : resolveLocals(m, v, app, 'read');
  return typeof ref === 'string' ? undefined : ref.address;
}

/** The state access of the op about to run, or undefined (upstream AppStateExplain). */
function explainState(m: Machine<AppProgram>, name: string, args: number): StateAccess | undefined {
  const s = m.stack;
  if (s.length < args) return undefined; // the op fails its arity check before touching state
  const top = s.length - 1;
  const appId = m.context.appId;
  const box = BOX_OPS[name.startsWith('app_box_') ? name.slice(4) : name];
  if (box !== undefined) {
    const base = s.length - args;
    const foreign = name.startsWith('app_box_');
    return {
      kind: 'b',
      op: box,
      app: foreign ? asUint(s[base]) : appId,
      account: undefined,
      key: asKey(s[foreign ? base + 1 : base]),
    };
  }
  switch (name) {
    case 'app_global_get':
      return { kind: 'g', op: 'r', app: appId, account: undefined, key: asKey(s[top]) };
    case 'app_global_get_ex': {
      const app = resolveApp(m, asUint(s[top - 1]));
      return { kind: 'g', op: 'r', app: typeof app === 'string' ? 0n : app, account: undefined, key: asKey(s[top]) };
    }
    case 'app_global_put':
      return { kind: 'g', op: 'w', app: appId, account: undefined, key: asKey(s[top - 1]) };
    case 'app_global_del':
      return { kind: 'g', op: 'd', app: appId, account: undefined, key: asKey(s[top]) };
    case 'app_local_get':
      return { kind: 'l', op: 'r', app: appId, account: localAccount(m, s[top - 1], 0n, false), key: asKey(s[top]) };
    case 'app_local_get_ex': {
      const ref = resolveLocals(m, s[top - 2]!, asUint(s[top - 1]), 'read');
      const [account, app] = typeof ref === 'string' ? [undefined, 0n] : [ref.address, ref.app];
      return { kind: 'l', op: 'r', app, account, key: asKey(s[top]) };
    }
    case 'app_local_put':
      return {
        kind: 'l',
        op: 'w',
        app: appId,
        account: localAccount(m, s[top - 2], appId, true),
        key: asKey(s[top - 1]),
      };
    case 'app_local_del':
      return { kind: 'l', op: 'd', app: appId, account: localAccount(m, s[top - 1], appId, true), key: asKey(s[top]) };
    default:
      return undefined;
  }
}

/** The value `access` designates now (upstream AppStateQuerying); undefined when absent. */
export function queryState(m: Machine<AppProgram>, access: StateAccess): TealValue | undefined {
  const state = m.context.group.state;
  if (state === undefined) return undefined;
  if (access.kind === 'b') {
    const box = state.box(access.app, access.key);
    return box === undefined ? undefined : { type: 1n, bytes: box };
  }
  const read =
    access.kind === 'g'
      ? getGlobal(state, access.app, access.key)
      : access.account === undefined
        ? 'none'
        : getLocal(state, access.account, access.app, access.key);
  return typeof read === 'string' ? undefined : read.value;
}

/** Records one program's opcode units. */
export class ProgramRecorder implements Tracer {
  readonly units: OpcodeTraceUnit[] = [];
  readonly #config: ExecTraceConfig;
  readonly #sink: StateAccessSink | undefined;
  #heightAfterPops = 0;
  #slot: number | undefined;
  #writes: StateAccess[] = [];

  constructor(config: ExecTraceConfig, sink?: StateAccessSink) {
    this.#config = config;
    this.#sink = sink;
  }

  /** The unit of the opcode running now (inner transactions attach to it). */
  get current(): OpcodeTraceUnit | undefined {
    return this.units[this.units.length - 1];
  }

  beforeOpcode(view: TraceView): void {
    const m = view as Machine<AppProgram>;
    const unit: OpcodeTraceUnit = { pc: BigInt(m.pc) };
    this.units.push(unit);
    const op = opName(m);
    if (op === undefined) return;
    if (this.#config.stackChange === true) {
      const pops = deletions(m, op);
      if (pops > 0) unit.stackPopCount = BigInt(pops);
      this.#heightAfterPops = m.stack.length - pops;
    }
    if (this.#config.scratchChange === true) this.#slot = this.#scratchSlot(m, op.name);
    this.#writes = [];
    if (this.#config.stateChange === true && m.mode === 2) {
      const access = explainState(m, op.name, op.args);
      if (access !== undefined) {
        this.#sink?.access(m, access);
        if (access.op !== 'r') this.#writes.push(access);
      }
    }
  }

  afterOpcode(view: TraceView, error: string | undefined): void {
    if (error !== undefined) return;
    const m = view as Machine<AppProgram>;
    const unit = this.units[this.units.length - 1]!;
    if (this.#config.stackChange === true && m.stack.length > this.#heightAfterPops) {
      unit.stackAdditions = m.stack.slice(Math.max(0, this.#heightAfterPops)).map((v) => avmValue(v));
    }
    if (this.#slot !== undefined) {
      unit.scratchChanges = [{ slot: BigInt(this.#slot), newValue: avmValue(m.scratch[this.#slot]) }];
      this.#slot = undefined;
    }
    if (this.#writes.length > 0) {
      unit.stateChanges = this.#writes.map((w) => {
        const value = w.op === 'd' ? undefined : queryState(m, w);
        return {
          operation: w.op,
          appStateType: w.kind,
          key: Buffer.from(w.key, 'latin1'),
          ...(value === undefined ? {} : { newValue: avmValue(value) }),
          ...(w.account === undefined ? {} : { account: encodeAddress(w.account) }),
        };
      });
    }
  }

  #scratchSlot(m: Machine, name: string): number | undefined {
    if (name === 'store') return m.program[m.pc + 1];
    if (name !== 'stores') return undefined;
    const slot = m.stack[m.stack.length - 2];
    return typeof slot === 'bigint' && slot < 256n ? Number(slot) : undefined;
  }
}
