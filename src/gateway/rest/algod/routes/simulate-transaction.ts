/**
 * POST /v2/transactions/simulate?format=: body = SimulateRequest as msgpack or JSON (any Content-Type); answers the
 * SimulateResponse as E2 JSON (default) or msgpack, rendered by the service.
 *
 * Invariant: as upstream, the format option is parsed only after the simulation succeeded, so a bad body wins over
 * a bad format (the simulation then runs with the default encoding and its answer is dropped).
 */
import type { AppError } from '../../../../core/errors.js';
import { queryFormat, type WireFormat } from '../params.js';
import { jsonReply, msgpackReply } from '../render.js';
import { rpcRoute } from '../route.js';

export const simulateTransaction = rpcRoute('SimulateTransactions', {
  async handle(ctx, algod) {
    let format: WireFormat = 'RESPONSE_FORMAT_JSON';
    let formatError: AppError | undefined;
    try {
      format = queryFormat(ctx);
    } catch (error) {
      formatError = error as AppError;
    }
    const response = await algod.simulateTransactions({ request: ctx.body, format });
    if (formatError !== undefined) throw formatError;
    const bytes = response.simulate_response;
    return format === 'RESPONSE_FORMAT_MSGPACK' ? msgpackReply(bytes) : jsonReply(200, bytes);
  },
});
