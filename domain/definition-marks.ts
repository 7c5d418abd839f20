/**
 * How a registry (entity kinds, live queries, writes) gathers its definitions from its modules' exports:
 * the `defineX` function marks what it made, and the registry keeps a module's marked exports under their
 * export names, leaving its helpers and constants out. One set of marks per kind of definition.
 */
export function definitionMarks() {
  const marked = new WeakSet<object>();
  return {
    /** Marks a definition as one of this kind; returns it. */
    mark<T extends object>(definition: T): T {
      marked.add(definition);
      return definition;
    },
    /** A module's marked exports, by export name (the caller types the result by what it keeps). */
    markedExports(module: object): Record<string, unknown> {
      return Object.fromEntries(
        Object.entries(module).filter(([, value]) => typeof value === 'object' && value !== null && marked.has(value)),
      );
    },
  };
}
