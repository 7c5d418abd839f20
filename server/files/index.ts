/** Files: the storage port, signed links, uploads checked from their bytes (see each module). */
export { createDatabaseFileStorage, createMemoryFileStorage, type FileStorage } from './storage.ts';
export { READ_LINK_TTL_MS, UPLOAD_LINK_TTL_MS, signFileLink, verifyFileLink } from './link-signing.ts';
export { loadFile, loadFileForActor, presentFile, type StoredFile } from './records.ts';
export {
  attachFiles,
  cleanupFile,
  receiveUpload,
  requestUpload,
  storeServerFile,
  temporaryLink,
  type FilesPort,
} from './uploads.ts';
