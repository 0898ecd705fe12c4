/**
 * Box sharing between apps (v13): `app_params_set AppForeignBoxReads / AppFamilyBoxAccess`, the permission rules of
 * `app_box_*` on another app's boxes, and the family reentrancy guard — the scenarios of upstream
 * ledger/boxtxn_test.go (TestForeignBoxAccess, TestFamilyBoxReentrancy, TestFamilyBoxMBR), run transaction by
 * transaction through the ledger's own apply path (inner calls included).
 */
import test from 'ava';
import { applicationAddress } from '../../../../src/core/crypto/accounts.js';
import { encodeAddress } from '../../../../src/core/crypto/address.js';
import { V42 } from '../../../../src/core/ledger/consensus.js';
import { applicationParamsView } from '../../../../src/service/algod/views-app.js';
import { asm } from '../../avm/helpers.js';
import { ALICE, BOB } from '../apply/memory-ledger.js';
import { Chain, program } from './chain-fixture.js';

/** Creates box "b" and sets the flag named by arg 0 ("foreign", "family"; "optout" clears both). */
const FLAG_OWNER = `
  byte "b"; int 4; box_create; pop
  txn ApplicationArgs 0; byte "foreign"; ==; bz tryfamily
    int 1; app_params_set AppForeignBoxReads
    b done
 tryfamily:
  txn ApplicationArgs 0; byte "family"; ==; bz tryoptout
    int 1; app_params_set AppFamilyBoxAccess
 tryoptout:
  txn ApplicationArgs 0; byte "optout"; ==; bz done
    int 0; app_params_set AppForeignBoxReads
    int 0; app_params_set AppFamilyBoxAccess
 done:`;

/** Writes box "b" of Applications 1. */
const CROSS_WRITER = 'txn Applications 1; byte "b"; int 0; byte "CC"; app_box_replace';
/** Reads box "b" of Applications 1. */
const CROSS_READER = 'txn Applications 1; byte "b"; app_box_get; assert; pop';

const callApp = (target: string, ...forward: string[]): string => `
    itxn_begin
    int appl; itxn_field TypeEnum
    txn Applications ${target}; itxn_field ApplicationID
    ${forward.map((f) => `txn Applications ${f}; itxn_field Applications`).join('\n    ')}
    itxn_submit`;

/**
 * App A, the family initiator: "optin" sets FamilyBoxAccess and creates box "b"; otherwise arg 0 says how it touches
 * "b" first (write, read, none) and arg 1 how it then calls (viaX: through the foreign app 1 into app 2; direct: app 2;
 * delegate: app 2 first, then viaX). Inside A: Applications 1 = X, 2 = the family member, 3 = A.
 */
const INITIATOR = `
  txn ApplicationArgs 0; byte "optin"; ==; bz notoptin
    int 1; app_params_set AppFamilyBoxAccess
    byte "b"; int 4; box_create; assert
    b done
 notoptin:
  txn ApplicationArgs 0; byte "write"; ==; bz nowrite
    byte "b"; int 0; byte "AA"; box_replace
 nowrite:
  txn ApplicationArgs 0; byte "read"; ==; bz noread
    byte "b"; box_get; assert; pop
 noread:
  txn ApplicationArgs 1; byte "viaX"; ==; bz trydirect
    ${callApp('1', '2', '3')}
    b done
 trydirect:
  txn ApplicationArgs 1; byte "direct"; ==; bz trydelegate
    ${callApp('2', '3')}
    b done
 trydelegate:
  txn ApplicationArgs 1; byte "delegate"; ==; bz done
    ${callApp('2', '3')}
    ${callApp('1', '2', '3')}
 done:`;

/** App X, a passthrough of another creator: calls Applications 1, forwarding Applications 2. */
const FOREIGN = callApp('1', '2');

const args = (...list: string[]): Uint8Array[] => list.map((a) => Buffer.from(a));
const box = (index: bigint, name = 'b') => ({ index, name: Buffer.from(name) });

test('app_params_set sets and clears the flags; app_params_get and the REST view read them', (t) => {
  const chain = new Chain();
  const owner = chain.app(
    ALICE,
    `${FLAG_OWNER}
    global CurrentApplicationID; app_params_get AppForeignBoxReads; assert
    global CurrentApplicationID; app_params_get AppFamilyBoxAccess; assert
    txn ApplicationArgs 2; btoi; ==; assert; txn ApplicationArgs 1; btoi; ==; assert`,
  );
  const set = (flag: string, foreign: number, family: number): string | undefined =>
    chain.call({
      appId: owner,
      boxes: [box(0n)],
      appArgs: [...args(flag), ...[foreign, family].map((n) => Buffer.from([n]))],
    });
  t.is(set('none', 0, 0), undefined);
  t.deepEqual([chain.params(owner).foreignBoxReads, chain.params(owner).familyBoxAccess], [undefined, undefined]);
  t.is(set('foreign', 1, 0), undefined);
  t.is(chain.params(owner).foreignBoxReads, true);
  t.is(set('family', 1, 1), undefined);
  const view = applicationParamsView(chain.params(owner), ALICE);
  t.deepEqual([view.foreign_box_reads, view.family_box_access], [true, true]);
  t.is(set('optout', 0, 0), undefined);
  t.deepEqual([chain.params(owner).foreignBoxReads, chain.params(owner).familyBoxAccess], [undefined, undefined]);
  const cleared = applicationParamsView(chain.params(owner), ALICE);
  t.false('foreign_box_reads' in cleared || 'family_box_access' in cleared);
  // the flags survive an update of the programs
  t.is(set('family', 0, 1), undefined);
  const flags = [...args('none'), Buffer.from([0]), Buffer.from([1])];
  t.is(
    chain.call({
      appId: owner,
      onCompletion: 4,
      boxes: [box(0n)],
      appArgs: flags,
      approvalProgram: program(''),
      clearProgram: program(''),
    }),
    undefined,
  );
  t.is(chain.params(owner).familyBoxAccess, true);
});

test('foreign and family access by flag and creator (TestForeignBoxAccess)', (t) => {
  const chain = new Chain();
  const noFlags = chain.app(ALICE, FLAG_OWNER);
  const foreign = chain.app(ALICE, FLAG_OWNER);
  const family = chain.app(ALICE, FLAG_OWNER);
  const reader = chain.app(BOB, CROSS_READER);
  const writer = chain.app(BOB, CROSS_WRITER);
  const readerInFamily = chain.app(ALICE, CROSS_READER);
  const writerInFamily = chain.app(ALICE, CROSS_WRITER);
  const setup = (owner: bigint, flag: string): string | undefined =>
    chain.call({ appId: owner, boxes: [box(0n)], appArgs: args(flag) });
  t.is(setup(noFlags, 'none'), undefined);
  t.is(setup(foreign, 'foreign'), undefined);
  t.is(setup(family, 'family'), undefined);

  const access = (caller: bigint, owner: bigint): string | undefined =>
    chain.call({ sender: BOB, appId: caller, foreignApps: [owner], boxes: [box(1n)] });
  const denied = (kind: string, caller: bigint, verb: string, owner: bigint): string =>
    `logic eval error: ${kind} app ${caller} may not ${verb} box of ${owner}. Details: app=${caller}, pc=`;
  const refused = (caller: bigint, owner: bigint, text: string): void => {
    const error = access(caller, owner);
    t.true(error?.startsWith(text), `${caller} on ${owner}: ${error}`);
  };

  refused(reader, noFlags, denied('foreign', reader, 'read', noFlags));
  refused(writer, noFlags, denied('foreign', writer, 'write', noFlags));
  refused(readerInFamily, noFlags, denied('family', readerInFamily, 'read', noFlags));
  refused(writerInFamily, noFlags, denied('family', writerInFamily, 'write', noFlags));

  t.is(access(reader, foreign), undefined);
  refused(writer, foreign, denied('foreign', writer, 'write', foreign));
  t.is(access(readerInFamily, foreign), undefined);
  refused(writerInFamily, foreign, denied('family', writerInFamily, 'write', foreign));

  refused(reader, family, denied('foreign', reader, 'read', family));
  refused(writer, family, denied('foreign', writer, 'write', family));
  t.is(access(readerInFamily, family), undefined);
  t.is(access(writerInFamily, family), undefined);
  t.is(Buffer.from(chain.state.box(family, 'b')!).toString('latin1'), 'CC\0\0');

  t.is(setup(foreign, 'optout'), undefined);
  t.is(setup(family, 'optout'), undefined);
  refused(reader, foreign, denied('foreign', reader, 'read', foreign));
  refused(readerInFamily, foreign, denied('family', readerInFamily, 'read', foreign));
  refused(readerInFamily, family, denied('family', readerInFamily, 'read', family));
  refused(writerInFamily, family, denied('family', writerInFamily, 'write', family));
});

test('family reentrancy guard across a foreign app (TestFamilyBoxReentrancy)', (t) => {
  const chain = new Chain();
  const a = chain.app(ALICE, INITIATOR);
  const x = chain.app(BOB, FOREIGN);
  const cw = chain.app(ALICE, CROSS_WRITER);
  const cr = chain.app(ALICE, CROSS_READER);
  t.is(chain.call({ appId: a, boxes: [box(0n)], appArgs: args('optin') }), undefined);
  t.is(chain.params(a).familyBoxAccess, true);

  const call = (touch: string, route: string, member: bigint): string | undefined =>
    chain.call({ appId: a, foreignApps: [x, member, a], boxes: [box(0n)], appArgs: args(touch, route) });
  const blocked = (member: bigint): RegExp =>
    new RegExp(
      `^logic eval error: inner tx 0 failed: logic eval error: inner tx 0 failed: logic eval error: app ${member} may not write family-shared box: app ${a} is relying on family state across a foreign call\\.`,
    );

  t.regex(call('write', 'viaX', cw) ?? '', blocked(cw));
  t.regex(call('read', 'viaX', cw) ?? '', blocked(cw));
  t.is(call('none', 'viaX', cw), undefined);
  t.is(call('write', 'viaX', cr), undefined);
  t.is(call('write', 'direct', cw), undefined);
  // A's delegated touch (cw wrote for it) survives cw's return and blocks the later re-entry
  t.regex(
    call('none', 'delegate', cw) ?? '',
    /^logic eval error: inner tx 0 failed: logic eval error: inner tx 0 failed: logic eval error: app \d+ may not write family-shared box/,
  );
});

test('a family member creates, resizes and deletes boxes charged to the owner (TestFamilyBoxMBR)', (t) => {
  const chain = new Chain();
  const a = chain.app(
    ALICE,
    `
    txn ApplicationArgs 0; byte "create"; ==; bz tryresize
      txn Applications 1; txn ApplicationArgs 1; txn ApplicationArgs 2; btoi; app_box_create; assert
      b done
    tryresize:
    txn ApplicationArgs 0; byte "resize"; ==; bz trydel
      txn Applications 1; txn ApplicationArgs 1; txn ApplicationArgs 2; btoi; app_box_resize
      b done
    trydel:
    txn ApplicationArgs 0; byte "del"; ==; bz done
      txn Applications 1; txn ApplicationArgs 1; app_box_del; assert
    done:`,
    200_000n,
  );
  const b = chain.app(ALICE, 'int 1; app_params_set AppFamilyBoxAccess');
  t.is(chain.call({ appId: b }), undefined);
  const aFunds = chain.state.account(applicationAddress(a))!.microAlgos;
  const call = (...list: (string | Uint8Array)[]): string | undefined =>
    chain.call({
      appId: a,
      foreignApps: [b],
      boxes: [box(1n, 'x')],
      appArgs: list.map((v) => (typeof v === 'string' ? Buffer.from(v) : v)),
    });
  const owner = (): [bigint, bigint] => {
    const record = chain.state.account(applicationAddress(b))!;
    return [record.totalBoxes ?? 0n, record.totalBoxBytes ?? 0n];
  };

  t.is(call('create', 'x', new Uint8Array([16])), undefined);
  t.deepEqual(owner(), [1n, 17n]);
  t.is(chain.state.account(applicationAddress(a))!.totalBoxes ?? 0n, 0n);
  t.is(chain.state.account(applicationAddress(a))!.microAlgos, aFunds);
  t.is(call('resize', 'x', new Uint8Array([64])), undefined);
  t.deepEqual(owner(), [1n, 65n]);
  t.is(call('del', 'x'), undefined);
  t.deepEqual(owner(), [0n, 0n]);

  // an owner funded with its bare minimum balance cannot carry the new box: the requirement is the owner's
  const b2 = chain.app(ALICE, 'int 1; app_params_set AppFamilyBoxAccess', V42.minBalance);
  t.is(chain.call({ appId: b2 }), undefined);
  const error = chain.call({
    appId: a,
    foreignApps: [b2],
    boxes: [box(1n, 'x')],
    appArgs: [Buffer.from('create'), Buffer.from('x'), new Uint8Array([16])],
  });
  t.is(error, `${encodeAddress(applicationAddress(b2))} below min`);
});

test('app_params_set: field gating and mode', (t) => {
  const chain = new Chain();
  // AppSizeSponsor (encoding 10) is readable but not settable: the op refuses it as an unknown field
  const code = program('int 1; app_params_set AppForeignBoxReads');
  code[code.indexOf(0x76) + 1] = 10;
  const app = chain.app(ALICE, '');
  chain.state.modify(ALICE).appParams!.set(app, { ...chain.params(app), approvalProgram: code });
  t.regex(
    chain.call({ appId: app }) ?? '',
    /^logic eval error: invalid app_params_set field 10\. Details: app=\d+, pc=/,
  );
  // a v12 program cannot carry the opcode at all
  const old = chain.app(ALICE, '');
  const v12 = asm('int 1; int 1', 12);
  chain.state.modify(ALICE).appParams!.set(old, {
    ...chain.params(old),
    approvalProgram: new Uint8Array([...v12.subarray(0, v12.length - 1), 0x76, 11, 0x81, 1]),
  });
  t.regex(chain.call({ appId: old }) ?? '', /illegal opcode 0x76|invalid opcode/);
});
