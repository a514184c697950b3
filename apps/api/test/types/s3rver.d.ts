// s3rver ships no types; only what the tests use (test/helpers/s3.ts).
declare module 's3rver' {
  interface Options {
    address?: string
    port?: number
    directory: string
    silent?: boolean
    configureBuckets?: { name: string }[]
  }
  export default class S3rver {
    constructor(options: Options)
    run(): Promise<{ address: string; port: number }>
    close(): Promise<void>
  }
}
