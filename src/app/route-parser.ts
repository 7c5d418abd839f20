import type { Parser } from 'wouter';

/**
 * Wouter turns a route pattern into a regular expression every time a route, switch or `useRoute`
 * renders: a navigation renders every route of the shell, the kept pages and the one-off pages'
 * switch, each parsing its pattern again. The patterns are a fixed set, so each is parsed once
 * (a pattern's expression holds no state between matches: no `g` or `y` flag).
 */
export function cachingParser(parse: Parser): Parser {
  const parsed = new Map<string, ReturnType<Parser>>();
  return (route, loose) => {
    const key = `${loose ? 'loose ' : ''}${route}`;
    let result = parsed.get(key);
    if (!result) {
      result = parse(route, loose);
      parsed.set(key, result);
    }
    return result;
  };
}
