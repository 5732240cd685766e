/**
 * A response body already serialised (the search joins cached document JSON, UTF-8 bytes, into its answer):
 * the router sends `json` as it is instead of serialising the value.
 *
 * @example
 * return new RawJson('{"took":1}');
 */
export class RawJson {
  constructor(readonly json: string | Buffer) {}
}
