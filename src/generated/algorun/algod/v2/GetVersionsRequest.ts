// Original file: proto/algorun/algod/v2/algod.proto


/**
 * REST JSON keys keep snake_case names, in this order: versions, genesis_id, genesis_hash_b64 (from genesis_hash), build.
 */
export interface GetVersionsRequest {
}

/**
 * REST JSON keys keep snake_case names, in this order: versions, genesis_id, genesis_hash_b64 (from genesis_hash), build.
 */
export interface GetVersionsRequest__Output {
}
