// Original file: proto/algorun/algod/v2/algod.proto


/**
 * Rendered as the JSON literal `true`.
 */
export interface ExperimentalCheckResponse {
}

/**
 * Rendered as the JSON literal `true`.
 */
export interface ExperimentalCheckResponse__Output {
}
