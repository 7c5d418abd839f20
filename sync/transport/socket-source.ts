/**
 * The socket.io connection as the engine's change source. The handshake carries the bearer token
 * (read afresh on every reconnect); a renewed token is handed to the live socket; every event whose
 * payload is a change message goes to the engine, whatever its name, its changes together.
 */
import { io, type Socket } from 'socket.io-client';
import { changesOfMessage, type ChangeRow, type SocketChangePayload } from '../../domain/index.ts';
import type { ChangeSource, ConnectionStatus } from '../ports.ts';
import type { Session } from './http.ts';

export interface SocketSource extends ChangeSource {
  connect(): void;
  disconnect(): void;
  refreshToken(token: string): void;
}

/**
 * When each recent change arrived (absolute ms, comparable across threads): the benchmark reads it
 * to measure socket event -> React commit. Bounded, ids only.
 */
const RECENT_LIMIT = 500;
const arrivals: Map<string, number> = new Map();
(globalThis as { __syncEventTimes?: Map<string, number> }).__syncEventTimes = arrivals;

function noteArrival(id: string): void {
  arrivals.set(id, performance.timeOrigin + performance.now());
  if (arrivals.size > RECENT_LIMIT) arrivals.delete(arrivals.keys().next().value!);
}

function isChangeMessage(value: unknown): value is SocketChangePayload {
  const row = value as SocketChangePayload | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.seq === 'number' &&
    typeof row.entity === 'string' &&
    typeof row.id === 'string' &&
    (row.earlier === undefined || Array.isArray(row.earlier))
  );
}

export function createSocketSource(options: { url: string; session: () => Session | undefined }): SocketSource {
  const changeListeners: ((changes: readonly ChangeRow[]) => void)[] = [];
  const statusListeners: ((status: ConnectionStatus) => void)[] = [];
  const setStatus = (status: ConnectionStatus) => statusListeners.forEach((l) => l(status));
  let socket: Socket | undefined;

  return {
    onChanges: (listener) => void changeListeners.push(listener),
    onStatus: (listener) => void statusListeners.push(listener),
    connect() {
      if (socket) return;
      socket = io(options.url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: (callback) =>
          callback({
            token: options.session()?.token ?? '',
            impersonatedUserId: options.session()?.impersonatedUserId ?? undefined,
          }),
      });
      socket.on('connect', () => setStatus('connected'));
      socket.on('disconnect', (reason) => {
        setStatus('disconnected');
        // The server closed us (token expired, access lost): reconnect with the current token.
        if (reason === 'io server disconnect') socket?.connect();
      });
      socket.on('connect_error', () => setStatus('disconnected'));
      // One message per committed transaction (and room): its changes go to the engine together.
      socket.onAny((_event: string, payload: unknown) => {
        if (!isChangeMessage(payload)) return;
        const changes = changesOfMessage(payload);
        for (const change of changes) noteArrival(change.id);
        changeListeners.forEach((l) => l(changes));
      });
    },
    disconnect() {
      socket?.disconnect();
      socket = undefined;
    },
    refreshToken(token) {
      socket?.emit('auth:refresh', token);
    },
  };
}
