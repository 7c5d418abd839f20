/**
 * The unit suite's file order: the few long server files first, then the other server files, the
 * client's last. Vitest's own order (kept by `BaseSequencer` within each band) puts one project's
 * files after the other's and, on a clean clone with no timings cached (CI), the larger files of a
 * project first; the client's ran first and the authorization matrix (about 100 s on both
 * databases) and crash durability (about 50 s) started 5 to 7 minutes in, leaving one worker alone
 * for the last 2 minutes (7:45 in all, 2026-12-04). Started first on two workers, the long files
 * share the machine with the many short ones that follow and fill the end.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/** Each takes more than 45 s on both databases; renaming one only loses it its early start. */
const LONGEST = [
  'server/http/authorization-matrix.test.ts',
  'server/http/write-walk.test.ts',
  'server/http/contract-fuzz.test.ts',
  'server/durability/crash-durability.test.ts',
];

export class HeavyFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const band = (spec: TestSpecification) => {
      const longest = LONGEST.findIndex((path) => spec.moduleId.endsWith(`/${path}`));
      if (longest >= 0) return longest;
      return LONGEST.length + (spec.project.name === 'server' ? 0 : 1);
    };
    // Array.prototype.sort is stable: within a band, vitest's own order stands.
    return (await super.sort(files)).sort((a, b) => band(a) - band(b));
  }
}
