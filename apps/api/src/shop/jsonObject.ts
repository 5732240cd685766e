/** A plain JSON object as stored in a document body. */
export type JsonObject = { [key: string]: unknown };
