/**
 * The sync worker: owns the socket, the REST paging and the store, and exposes the engine to the
 * UI thread over comlink. Its API base and socket URL come from its own address's query.
 */
import * as Comlink from 'comlink';
import { createBrowserEngine } from '../sync/index.ts';

const query = new URL(self.location.href).searchParams;
const apiBase = new URL(query.get('api') ?? '/api', self.location.origin).toString();
const socketUrl = query.get('socket') ?? self.location.origin;

Comlink.expose(createBrowserEngine({ apiBase, socketUrl }));
