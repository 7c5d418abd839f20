// @vitest-environment happy-dom
import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { matchRoute, useRouter } from 'wouter';
import { cachingParser } from './route-parser.ts';

describe('cachingParser', () => {
  it('parses each pattern once per mode and matches as the default parser does', () => {
    const defaultParser = renderHook(() => useRouter().parser).result.current;
    const parse = vi.fn(defaultParser);
    const parser = cachingParser(parse);
    for (let i = 0; i < 3; i++) {
      expect(matchRoute(parser, '/docket/guide/:guideId', '/docket/guide/g1')).toEqual(
        matchRoute(defaultParser, '/docket/guide/:guideId', '/docket/guide/g1'),
      );
      expect(matchRoute(parser, '/docket/guide/:guideId', '/calls')[0]).toBe(false);
    }
    expect(matchRoute(parser, '/admin', '/admin/users', true)[0]).toBe(true);
    expect(matchRoute(parser, '/admin', '/admin/users')[0]).toBe(false);
    // Once per pattern and mode: the docket route, and the admin route loose (nested) and exact.
    expect(parse).toHaveBeenCalledTimes(3);
  });
});
