// Original file: proto/algod/v2/algod.proto


export interface GetSupplyRequest {
}

export interface GetSupplyRequest__Output {
}
