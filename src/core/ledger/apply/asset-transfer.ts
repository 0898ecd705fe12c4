/**
 * Asset transfer: opt-in, transfer, clawback, close-out (go-algorand ledger/apply/asset.go AssetTransfer,
 * docs/spec/protocol.md §9.4).
 *
 * Invariants:
 * - The source is the sender, or `asnd` when the sender is the asset's clawback (clawbacks ignore freezes and
 *   cannot close).
 * - A zero amount to the source itself, without clawback, is an opt-in: it creates a holding (frozen := the
 *   asset's default) if none exists, and is a no-op otherwise.
 * - Zero-unit moves return before any lookup, so they succeed on frozen holdings and towards accounts that have not
 *   opted in.
 * - Close-out sends the whole remaining holding to `aclose` (ApplyData `aca`), bypassing freezes when `aclose` is
 *   the creator, then removes the holding; the creator can never close its own holding.
 */
import { bytesEqual, isAllZero } from '../../bytes.js';
import { MAX_UINT64 } from '../../crypto/accounts.js';
import type { StateOverlay } from '../state.js';
import type { ApplyData, Transaction } from '../../txn/types.js';
import { formatAddress } from '../go-format.js';
import { readAccount } from './balance.js';
import { assetInfo, deleteHolding, holdingOf, makeHolding, putHolding } from './asset-state.js';
import { rejected } from './context.js';

const ZERO_ADDRESS = new Uint8Array(32);

function takeOut(state: StateOverlay, address: Uint8Array, id: bigint, amount: bigint, bypassFreeze: boolean): void {
  if (amount === 0n) return;
  const holding = holdingOf(state, address, id);
  if (holding === undefined) throw rejected(`asset ${id} missing from ${formatAddress(address)}`);
  if (holding.frozen === true && !bypassFreeze) throw rejected(`asset ${id} frozen in ${formatAddress(address)}`);
  const held = holding.amount ?? 0n;
  if (held < amount) throw rejected(`underflow on subtracting ${amount} from sender amount ${held}`);
  putHolding(state, address, id, makeHolding(held - amount, holding.frozen === true));
}

function putIn(state: StateOverlay, address: Uint8Array, id: bigint, amount: bigint, bypassFreeze: boolean): void {
  if (amount === 0n) return;
  const holding = holdingOf(state, address, id);
  if (holding === undefined) {
    throw rejected(`receiver error: must optin, asset ${id} missing from ${formatAddress(address)}`);
  }
  if (holding.frozen === true && !bypassFreeze) throw rejected('asset frozen in recipient');
  const held = holding.amount ?? 0n;
  if (held + amount > MAX_UINT64) throw rejected(`overflow on adding ${amount} to receiver amount ${held}`);
  putHolding(state, address, id, makeHolding(held + amount, holding.frozen === true));
}

function optIn(state: StateOverlay, source: Uint8Array, id: bigint): void {
  if (holdingOf(state, source, id) !== undefined) return;
  const { params } = assetInfo(state, id);
  putHolding(state, source, id, makeHolding(0n, params.defaultFrozen === true));
}

function closeOut(state: StateOverlay, source: Uint8Array, txn: Transaction, ad: ApplyData): void {
  const id = txn.xferAsset ?? 0n;
  const closeTo = txn.assetCloseTo!;
  const record = readAccount(state, source);
  if ((record.assets?.size ?? 0) === 0) {
    throw rejected(
      `cannot close asset holding on account ${formatAddress(source)} : account is not opted in asset ${id} `,
    );
  }
  if (record.assetParams?.has(id) === true) throw rejected('cannot close asset ID in allocating account');
  const holding = record.assets?.get(id);
  if (holding === undefined) throw rejected(`asset ${id} not present in account ${formatAddress(source)}`);
  const bypassFreeze = readAccount(state, closeTo).assetParams?.has(id) === true;
  const amount = holding.amount ?? 0n;
  if (amount !== 0n) ad.assetClosingAmount = amount;
  takeOut(state, source, id, amount, bypassFreeze);
  putIn(state, closeTo, id, amount, bypassFreeze);
  const left = holdingOf(state, source, id)?.amount ?? 0n;
  if (left !== 0n) throw rejected(`asset ${id} not zero (${left}) after closing`);
  deleteHolding(state.modify(source), id);
}

/**
 * Apply an `axfer` transaction's own effects.
 * @throws ALGOD_TXN_REJECTED `clawback not allowed: sender %v, clawback %v`, `asset %v missing from %v`,
 *         `asset %v frozen in %v`, `asset frozen in recipient`, `underflow on subtracting %d from sender amount %d`,
 *         `receiver error: must optin, asset %v missing from %v`, `overflow on adding %d to receiver amount %d`,
 *         `cannot close asset by clawback`, `cannot close asset ID in allocating account`, `cannot close asset
 *         holding on account %s : account is not opted in asset %d `, `asset %d does not exist or has been deleted`
 */
export function applyAssetTransfer(state: StateOverlay, txn: Transaction, ad: ApplyData): void {
  const sender = txn.sender ?? ZERO_ADDRESS;
  const id = txn.xferAsset ?? 0n;
  const amount = txn.assetAmount ?? 0n;
  const clawback = !isAllZero(txn.assetSender);
  let source = sender;
  if (clawback) {
    const { params } = assetInfo(state, id);
    if (isAllZero(params.clawback) || !bytesEqual(sender, params.clawback)) {
      throw rejected(
        `clawback not allowed: sender ${formatAddress(sender)}, clawback ${formatAddress(params.clawback)}`,
      );
    }
    source = txn.assetSender!;
  }
  const receiver = txn.assetReceiver ?? ZERO_ADDRESS;
  if (amount === 0n && !clawback && bytesEqual(receiver, source)) optIn(state, source, id);
  takeOut(state, source, id, amount, clawback);
  putIn(state, receiver, id, amount, clawback);
  if (isAllZero(txn.assetCloseTo)) return;
  if (clawback) throw rejected('cannot close asset by clawback');
  closeOut(state, source, txn, ad);
}
