// Original file: proto/algod/v2/algod.proto


/**
 * JSON keys keep these snake_case names, in this order: versions, genesis_id, genesis_hash_b64, build.
 */
export interface GetVersionsRequest {
}

/**
 * JSON keys keep these snake_case names, in this order: versions, genesis_id, genesis_hash_b64, build.
 */
export interface GetVersionsRequest__Output {
}
