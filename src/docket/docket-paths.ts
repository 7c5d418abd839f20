export const DOCKET_PATH = '/docket';
export const DOCKET_GUIDE_ROUTE = '/docket/guide/:guideId';

export function docketPath(guideId: string): string {
  return `${DOCKET_PATH}/guide/${encodeURIComponent(guideId)}`;
}
