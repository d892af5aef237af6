/** A path pattern like `/v1/offers/:cat/:id`, compiled once into literal and parameter segments. */
interface CompiledRoute<T> {
  literals: (string | null)[];
  names: (string | null)[];
  value: T;
}

export type Params = Record<string, string>;

/**
 * Matches method and path by segment count, then literals. Routes with more literal
 * segments win, so `/v1/offers/my` is never read as a category called `my`.
 * A parameter listed in `constraints` only matches the values given there.
 */
export class Router<T> {
  private readonly table = new Map<string, CompiledRoute<T>[]>();

  constructor(private readonly constraints: Record<string, ReadonlySet<string>> = {}) {}

  add(method: string, pattern: string, value: T): void {
    const segments = pattern.split('/').slice(1);
    const route: CompiledRoute<T> = {
      literals: segments.map((s) => (s.startsWith(':') ? null : s)),
      names: segments.map((s) => (s.startsWith(':') ? s.slice(1) : null)),
      value,
    };
    const key = `${method} ${segments.length}`;
    const routes = this.table.get(key) ?? [];
    routes.push(route);
    const literalCount = (r: CompiledRoute<T>) => r.literals.filter((l) => l !== null).length;
    routes.sort((a, b) => literalCount(b) - literalCount(a));
    this.table.set(key, routes);
  }

  match(method: string, path: string): { value: T; params: Params } | null {
    const segments = path.split('/').slice(1);
    const routes = this.table.get(`${method} ${segments.length}`);
    if (!routes) return null;
    for (const route of routes) {
      const params: Params = {};
      let ok = true;
      for (let i = 0; i < segments.length && ok; i += 1) {
        const segment = segments[i] ?? '';
        const literal = route.literals[i];
        const name = route.names[i];
        if (literal !== null && literal !== undefined) ok = literal === segment;
        else if (name) {
          const allowed = this.constraints[name];
          ok = segment !== '' && (!allowed || allowed.has(segment));
          params[name] = segment;
        }
      }
      if (ok) return { value: route.value, params };
    }
    return null;
  }
}
