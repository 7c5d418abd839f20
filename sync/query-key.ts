/** Same query, same key, whatever the params' property order (shared by the engine and the UI). */
export function queryKey(name: string, params: unknown): string {
  const stable = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, stable((value as Record<string, unknown>)[k])]),
        )
      : value;
  return `${name}:${JSON.stringify(stable(params))}`;
}
