/** Bodies read with a size cap: the lead endpoint's posts and the owner's calendar feed. */

/** A body longer than its cap (the caller answers 413 or names the cap). */
export class BodyTooLarge extends Error {}

/**
 * Reads a request's or a response's body as text, refusing it once more than `limit` bytes have streamed in
 * (Content-Length may be missing or wrong).
 */
export async function readBodyCapped(request: Pick<Request, "headers" | "body">, limit: number): Promise<string> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new BodyTooLarge();
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge();
    }
    chunks.push(value);
  }
  return new TextDecoder().decode(Buffer.concat(chunks));
}
