// The tables a piece of SQL names, read from PostgreSQL's own parser (libpg-query), not from its
// text: `public.orders`, `"orders"` and `orders o … o.id` all name `orders`, while a word in a
// string, a comment or a column does not. Used by scripts/check-raw-walls.mjs.
import { loadModule, parseSync, scanSync } from 'libpg-query';

/** Loads the parser (WebAssembly) once; call before tablesIn. */
export const loadSqlParser = loadModule;

/** The stand-in for a `${…}` hole: a name the parser takes wherever a value or a name may stand. */
export const hole = (index) => `__hole_${index}`;

/**
 * What a piece of SQL may be, tried in turn: a whole statement, an expression or select list
 * (`count(*)`, `${a} = ANY(${b})`), the clauses after a FROM (`WHERE …`, `ORDER BY …`), a FROM
 * item, a sort key (`${column} DESC NULLS LAST`), or the rest of a condition (`AND …`).
 */
const shapes = [
  (text) => text,
  (text) => `SELECT ${text}`,
  (text) => `SELECT * FROM ${hole(0)} ${text}`,
  (text) => `SELECT * FROM ${text}`,
  (text) => `SELECT * FROM ${hole(0)} ORDER BY ${text}`,
  (text) => `SELECT * FROM ${hole(0)} WHERE true ${text}`,
];

/** Every object in a parse tree, with the key that holds it. */
function* walk(node, key = null) {
  if (Array.isArray(node)) {
    for (const item of node) yield* walk(item, key);
    return;
  }
  if (!node || typeof node !== 'object') return;
  yield [key, node];
  for (const [child, value] of Object.entries(node)) yield* walk(value, child);
}

/** The tables a parse tree names: relations read or written, and qualifiers such as `orders.id`. */
function tablesOfTree(tree) {
  const local = new Set();
  for (const [key, node] of walk(tree)) {
    if (key === 'alias' && node.aliasname) local.add(node.aliasname);
    if (key === 'CommonTableExpr' && node.ctename) local.add(node.ctename);
  }
  const named = new Set();
  const add = (schema, name) => {
    if (name.startsWith('__hole_') || local.has(name)) return;
    if (schema === undefined || schema === 'public') named.add(name);
  };
  for (const [key, node] of walk(tree)) {
    if (typeof node.relname === 'string') add(node.schemaname, node.relname);
    if (key === 'ColumnRef') {
      const names = (node.fields ?? []).map((field) => field.String?.sval);
      if (names.length >= 2 && names.every((name) => name !== undefined)) {
        const [schema, table] = names.length >= 3 ? names.slice(-3, -1) : [undefined, names.at(-2)];
        add(schema, table);
      }
    }
  }
  return named;
}

/**
 * The tables one piece of SQL names, or `{ error }` when none of its shapes parses: the parser's
 * message for the text as it stands.
 */
export function tablesIn(text) {
  let first = null;
  for (const shape of shapes) {
    try {
      return { tables: tablesOfTree(parseSync(shape(text))) };
    } catch (error) {
      first ??= error instanceof Error ? error.message : String(error);
    }
  }
  return { error: first };
}

/** The words of a piece of SQL as PostgreSQL's scanner reads them (names unquoted), or null. */
export function scannedWords(text) {
  try {
    return scanSync(text)
      .tokens.filter((token) => token.tokenName === 'IDENT')
      .map((token) => token.text.replace(/^"|"$/g, ''));
  } catch {
    return null;
  }
}
