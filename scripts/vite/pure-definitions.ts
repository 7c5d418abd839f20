import type { Plugin } from 'vite';
import { ENTRIES, OWN_SOURCE } from './own-source.ts';

/** The parts of an ESTree node this plugin reads. */
interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** An initializer that runs nothing: keeping or dropping it needs no annotation. */
function inert(node: Node): boolean {
  switch (node.type) {
    case 'Literal':
    case 'Identifier':
    case 'ArrowFunctionExpression':
    case 'FunctionExpression':
      return true;
    case 'TemplateLiteral':
      return (node.expressions as Node[]).length === 0;
    case 'ArrayExpression':
      return (node.elements as (Node | null)[]).every((element) => element === null || inert(element));
    case 'ObjectExpression':
      return (node.properties as Node[]).every(
        (property) => property.type === 'Property' && !property.computed && inert(property.value as Node),
      );
    default:
      return false;
  }
}

/**
 * Module-level definitions in our code (an arktype schema, `OPERATIONS`, a React context) are calls,
 * so the bundler keeps every one of a module as soon as anything of it is used: `needStatus` from
 * domain/needs.ts brought all of that file's schemas and arktype into the docket's first load.
 * They have no effect but their value (checked: no module-level statement does anything else), so
 * each `const X = <call>` is wrapped as `/* @__PURE__ *\/ (() => <call>)()`, which runs the same,
 * at the same moment, and lets the bundler drop X when nothing uses it.
 */
export function pureDefinitions(): Plugin {
  return {
    name: 'pure-definitions',
    apply: 'build',
    transform(code, id) {
      if (!OWN_SOURCE.test(id) || ENTRIES.has(id) || /\.test\.tsx?$/.test(id)) return null;
      const program = this.parse(code) as unknown as { body: Node[] };
      const wraps: Node[] = [];
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          if (init && !inert(init) && !code.slice(init.start, init.end).includes('await')) wraps.push(init);
        }
      }
      if (wraps.length === 0) return null;
      let out = '';
      let at = 0;
      for (const init of wraps) {
        out += `${code.slice(at, init.start)}/* @__PURE__ */ (() => (${code.slice(init.start, init.end)}))()`;
        at = init.end;
      }
      // Text is only added within lines; the columns after an insertion shift, the lines do not.
      return { code: out + code.slice(at), map: null };
    },
  };
}
