/**
 * POST /v2/transactions/simulate (upstream SimulateTransaction handler + Simulator.Simulate): the body limit, the
 * handler's group checks, then core simulate (ledger/simulate/) around the two asynchronous steps it cannot do:
 * batched signature verification and a fresh evaluator over the latest committed state.
 *
 * Invariants:
 * - Nothing is admitted, journaled or committed: the evaluator is created for this request and dropped.
 * - Order of failures is upstream's: body size, decoding, empty/oversized groups (400), request validation (400 or
 *   500 for a round we do not hold), signature-side checks (a failing transaction is a 200 answer), signature
 *   cryptography (500, as upstream's batch verifier error is not a group error), extra budget (400), evaluation.
 * - The response leaves in the requested encoding: canonical msgpack, or algod's codec JSON (E2).
 * - The evaluation runs on the main thread, like a submission's: it reads the live ledger state. A request with a
 *   large extra budget holds the thread for as long as its programs run (the group's pooled budget plus at most
 *   320000 extra opcode units).
 */
import { renderE2 } from '../../core/codec/json-codec.js';
import { encodeMsgpack } from '../../core/codec/msgpack.js';
import { AppError, isAppError } from '../../core/errors.js';
import { planSimulation, type SimulationEnv } from '../../core/ledger/simulate/plan.js';
import { decodeSimulateRequest } from '../../core/ledger/simulate/request.js';
import { simulateResponseSchema } from '../../core/ledger/simulate/response.js';
import { Simulation } from '../../core/ledger/simulate/run.js';
import type { AlgodRequest, AlgodResponse } from '../algod-api.js';
import type { AlgodNode } from './node.js';

/** Upstream MaxSimulateBytes. */
const MAX_SIMULATE_BYTES = 1_000_000;
const TOO_LARGE = 'http: request body too large';

function environment(node: AlgodNode, developerApi: boolean): SimulationEnv {
  const ledger = node.ledger;
  const latest = ledger.latest;
  return {
    params: ledger.params,
    latestRound: ledger.latestRound,
    developerApi,
    genesisHash: latest.genesisHash ?? Buffer.alloc(32),
    feeSink: latest.feeSink ?? Buffer.alloc(32),
    rewardsPool: latest.rewardsPool ?? Buffer.alloc(32),
    authAddrOf: (address) => ledger.account(address)?.authAddr,
  };
}

/** Check the groups as the handler does, before anything else looks at them. @throws ALGOD_BAD_REQUEST */
function checkGroupSizes(groups: readonly { txns?: unknown[] }[], max: number): void {
  for (const group of groups) {
    const size = group.txns?.length ?? 0;
    if (size === 0) throw new AppError('ALGOD_BAD_REQUEST', 'empty txgroup');
    if (size > max)
      throw new AppError('ALGOD_BAD_REQUEST', `transaction group size ${size} exceeds protocol max ${max}`);
  }
}

/**
 * Simulate one request. @throws ALGOD_BAD_REQUEST (size, decoding, validation), ALGOD_INTERNAL (unknown round,
 * bad signature)
 */
export async function simulateTransactions(
  node: AlgodNode,
  request: AlgodRequest<'SimulateTransactions'>,
  developerApi: boolean,
): Promise<AlgodResponse<'SimulateTransactions'>> {
  const body = request.request ?? new Uint8Array(0);
  if (body.length > MAX_SIMULATE_BYTES) throw new AppError('ALGOD_BAD_REQUEST', TOO_LARGE);
  const decoded = decodeSimulateRequest(body);
  checkGroupSizes(decoded.txnGroups ?? [], node.ledger.params.maxTxGroupSize);
  const env = environment(node, developerApi);
  const simulation = new Simulation(planSimulation(decoded, env), env);
  if (simulation.check() === undefined) {
    try {
      await node.verifySignatures(simulation.signed());
    } catch (error) {
      if (!isAppError(error) || error.code !== 'ALGOD_TXN_REJECTED') throw error;
      throw new AppError('ALGOD_INTERNAL', error.message);
    }
  }
  const response = simulation.finish(node.latestEvaluator());
  const bytes =
    request.format === 'RESPONSE_FORMAT_MSGPACK'
      ? encodeMsgpack(simulateResponseSchema, response)
      : Buffer.from(renderE2(simulateResponseSchema, response), 'utf8');
  return { simulate_response: bytes };
}
