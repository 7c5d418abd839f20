/**
 * The telephony provider port (calls): placing and ending calls and fetching a recording's audio.
 * Everything the carrier learns afterwards reaches the server only by signed webhooks
 * (server/routes/telephony-webhooks.ts), so a real carrier's adapter implements these three calls
 * and points its callbacks at the same endpoints. The simulated carrier (`simulated-carrier.ts`)
 * is the default.
 *
 * A real adapter makes HTTP calls, so the port is called outside any database transaction.
 */
export interface PlaceCallRequest {
  /** Our call's id: placing the same call twice (a retried request) answers the same sid. */
  callId: string;
  from: string;
  to: string;
}

export interface CallProvider {
  /** Starts dialling; answers the carrier's call sid. Status reports follow by webhook. */
  placeCall(request: PlaceCallRequest): Promise<{ sid: string }>;
  /** Ends a call in progress (the carrier reports ENDED by webhook). */
  hangUp(sid: string): Promise<void>;
  /** The audio a recording webhook points at. */
  fetchMedia(mediaUrl: string): Promise<{ bytes: Uint8Array; mimeType: string }>;
}
