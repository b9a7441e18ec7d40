/**
 * A minimal runtime validator: the codec must reject malformed frames without pulling a schema
 * library into the 25 KB the client has for its own code (docs/architecture.md, "Budgets").
 * The schema builders are marked `#__NO_SIDE_EFFECTS__`: a schema nothing in the client reads (the
 * ones the sandbox checks the client's frames with) is left out of the bundle instead of being built
 * at start-up.
 */
export type Validation<T> = { ok: true; value: T } | { ok: false; error: string };
export type Validator<T> = (input: unknown, path?: string) => Validation<T>;
export type Infer<V> = V extends Validator<infer T> ? T : never;

const pass = <T>(value: T): Validation<T> => ({ ok: true, value });
const fail = (path: string, expected: string, input: unknown): Validation<never> => ({
  ok: false,
  error: `${path || 'value'}: expected ${expected}, got ${input === null ? 'null' : typeof input}`,
});

export const str: Validator<string> = (input, path = '') =>
  typeof input === 'string' ? pass(input) : fail(path, 'string', input);

export const num: Validator<number> = (input, path = '') =>
  typeof input === 'number' && Number.isFinite(input) ? pass(input) : fail(path, 'number', input);

export const int: Validator<number> = (input, path = '') =>
  Number.isInteger(input) ? pass(input as number) : fail(path, 'integer', input);

export const bool: Validator<boolean> = (input, path = '') =>
  typeof input === 'boolean' ? pass(input) : fail(path, 'boolean', input);

/** Ids travel as strings; a server that sends numbers is accepted and normalised. */
export const id: Validator<string> = (input, path = '') =>
  typeof input === 'string' || (typeof input === 'number' && Number.isFinite(input))
    ? pass(String(input))
    : fail(path, 'id', input);

export const unknownValue: Validator<unknown> = (input) => pass(input);

/*#__NO_SIDE_EFFECTS__*/
export function literal<const T extends string | number>(...values: T[]): Validator<T> {
  return (input, path = '') =>
    values.includes(input as T) ? pass(input as T) : fail(path, `one of ${values.join(', ')}`, input);
}

/*#__NO_SIDE_EFFECTS__*/
export function optional<T>(inner: Validator<T>): Validator<T | undefined> {
  return (input, path = '') => (input === undefined || input === null ? pass(undefined) : inner(input, path));
}

/*#__NO_SIDE_EFFECTS__*/
export function withDefault<T>(inner: Validator<T>, fallback: T): Validator<T> {
  return (input, path = '') => (input === undefined || input === null ? pass(fallback) : inner(input, path));
}

/*#__NO_SIDE_EFFECTS__*/
export function arrayOf<T>(item: Validator<T>): Validator<T[]> {
  return (input, path = '') => {
    if (!Array.isArray(input)) return fail(path, 'array', input);
    const out: T[] = [];
    for (let i = 0; i < input.length; i++) {
      const result = item(input[i], `${path}[${i}]`);
      if (!result.ok) return result;
      out.push(result.value);
    }
    return pass(out);
  };
}

type Shape = Record<string, Validator<unknown>>;
type ShapeValue<S extends Shape> = {
  [K in keyof S as undefined extends Infer<S[K]> ? never : K]: Infer<S[K]>;
} & {
  [K in keyof S as undefined extends Infer<S[K]> ? K : never]?: Infer<S[K]>;
};

/** Checks the listed keys; unknown keys are dropped so that extra server fields never reach state. */
/*#__NO_SIDE_EFFECTS__*/
export function object<S extends Shape>(shape: S): Validator<ShapeValue<S>> {
  const keys = Object.keys(shape);
  // Each key's path under the last parent path: the same object is usually checked under the same path
  // (every push_msg's `data`), and joining the paths anew for every frame was a measurable part of decoding.
  let parentPath = '';
  let keyPaths = keys;
  return (input, path = '') => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) return fail(path, 'object', input);
    if (path !== parentPath) {
      parentPath = path;
      keyPaths = keys.map((key) => (path ? `${path}.${key}` : key));
    }
    const paths = keyPaths;
    const record = input as Record<string, unknown>;
    const out: Record<string, unknown> = {};
    for (let i = 0; i < keys.length; i++) {
      const key = keys[i];
      const result = shape[key](record[key], paths[i]);
      if (!result.ok) return result;
      if (result.value !== undefined) out[key] = result.value;
    }
    return pass(out as ShapeValue<S>);
  };
}

/** Parses a JSON string and validates what it holds (content of 205 messages and signals). */
/*#__NO_SIDE_EFFECTS__*/
export function jsonString<T>(inner: Validator<T>): Validator<T> {
  return (input, path = '') => {
    if (typeof input !== 'string') return fail(path, 'JSON string', input);
    let parsed: unknown;
    try {
      parsed = JSON.parse(input);
    } catch {
      return { ok: false, error: `${path || 'value'}: invalid JSON` };
    }
    return inner(parsed, path);
  };
}
