// Original file: proto/algorun/kmd/v1/kmd.proto


export interface GetVersionsResponse {
  'versions'?: (string)[];
}

export interface GetVersionsResponse__Output {
  'versions': (string)[];
}
