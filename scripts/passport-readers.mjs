// Which files of src/ read a field of a passport's JSON: `node scripts/passport-readers.mjs`
// prints them, one a line, with the fields each reads (`--count` prints the number alone).
// A read is a property access, an element access with a literal key, or an own()/hasOwn()
// call, naming a field of the Material Passport schema (schemas/passport.v1.schema.json: the
// top-level fields and those of produced_by, downstream_hints, an artifact, a decision and an
// error entry) on a value the type checker sees as untyped JSON (unknown, any, an index
// signature such as Record<string, unknown>). Typed models (the passport model, the diff
// model, findings) are not reads of the JSON: a field of theirs is declared where it is read.
// A typed cast of `JSON.parse` (`JSON.parse(text) as { passport_id?: unknown }`) is a read too,
// of every passport field its type names: the cast gives the JSON a type nothing checked, and
// the reads through it would otherwise pass for a typed model's.
// __tests__/core/passport-model.test.ts holds the answer to src/core/passport.ts alone.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

const root = process.env.PROJECT_ROOT
  ? path.resolve(process.env.PROJECT_ROOT)
  : path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

/** The field names of a passport, from its schema. */
export function listPassportFields() {
  const schema = JSON.parse(
    readFileSync(path.join(root, 'schemas/passport.v1.schema.json'), 'utf8'),
  );
  const names = new Set(Object.keys(schema.properties));
  const collect = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node.properties) for (const k of Object.keys(node.properties)) names.add(k);
    for (const v of Object.values(node)) if (v && typeof v === 'object') collect(v);
  };
  collect(schema);
  // The handoff documents (router envelope, agent packet, skill graph) have checkers of their
  // own; their `path`, `type`, `step`, `source` are not a passport's. Only names a passport
  // alone spells, or that are unambiguous on untyped JSON, are kept.
  for (const generic of [
    'path',
    'type',
    'step',
    'source',
    'uri',
    'tool',
    'choice',
    'rationale',
    'agent',
    // recorded_by's own: names any tool's JSON spells (a packet's version, a cache's command)
    'version',
    'method',
    'command',
  ])
    names.delete(generic);
  return names;
}

/**
 * The trusted shape of a passport (produce/passport-types.ts before the model): a value cast to
 * it is untyped JSON read as if it had been checked.
 */
const TRUSTED_SHAPES = new Set([
  'MaterialPassport',
  'PassportArtifact',
  'PassportDecision',
  'PassportError',
  'PassportProducer',
  'PassportDownstreamHints',
]);

/**
 * True when the checker sees `type` as untyped JSON (unknown, any, a string index signature)
 * or as the trusted shape of a passport document.
 */
function isUntypedJson(checker, type) {
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((t) => {
    const name = (t.aliasSymbol ?? t.getSymbol())?.getName();
    if (name !== undefined && TRUSTED_SHAPES.has(name)) return true;
    if (t.flags & (ts.TypeFlags.Unknown | ts.TypeFlags.Any)) return true;
    if (!(t.flags & ts.TypeFlags.Object)) return false;
    const index = checker.getIndexInfoOfType(t, ts.IndexKind.String);
    return index !== undefined && t.getProperties().length === 0;
  });
}

/** True when `node` (parentheses aside) is a call of `JSON.parse`. */
function isJsonParse(node) {
  let inner = node;
  while (ts.isParenthesizedExpression(inner)) inner = inner.expression;
  return (
    ts.isCallExpression(inner) &&
    ts.isPropertyAccessExpression(inner.expression) &&
    inner.expression.name.text === 'parse' &&
    ts.isIdentifier(inner.expression.expression) &&
    inner.expression.expression.text === 'JSON'
  );
}

/**
 * The property names a cast's type spells, its nested object types' too (a union's members, an
 * array's elements), each type visited once.
 */
function namedFields(checker, type, seen = new Set()) {
  if (seen.has(type)) return [];
  seen.add(type);
  const parts = type.isUnion() || type.isIntersection() ? type.types : [type];
  const names = [];
  for (const t of parts) {
    if (t !== type) names.push(...namedFields(checker, t, seen));
    if (!(t.flags & ts.TypeFlags.Object)) continue;
    if (checker.isArrayType(t))
      for (const element of checker.getTypeArguments(t))
        names.push(...namedFields(checker, element, seen));
    for (const property of t.getProperties()) {
      names.push(property.getName());
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      if (declaration)
        names.push(
          ...namedFields(checker, checker.getTypeOfSymbolAtLocation(property, declaration), seen),
        );
    }
  }
  return names;
}

/** Files below src/ that read passport fields off untyped JSON, with the fields each reads. */
export function findPassportReaders() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const program = ts.createProgram({ rootNames: config.fileNames, options: config.options });
  const checker = program.getTypeChecker();
  const fields = listPassportFields();
  const found = new Map();
  for (const file of program.getSourceFiles()) {
    const rel = path.relative(root, file.fileName).split(path.sep).join('/');
    if (!rel.startsWith('src/') || rel.startsWith('src/formats/generated/')) continue;
    const note = (name, receiver) => {
      if (!fields.has(name) || !isUntypedJson(checker, checker.getTypeAtLocation(receiver))) return;
      if (!found.has(rel)) found.set(rel, new Set());
      found.get(rel).add(name);
    };
    // A field assigned (`candidate.errors = …`) is written, not read.
    const isWritten = (node) =>
      ts.isBinaryExpression(node.parent) &&
      node.parent.left === node &&
      node.parent.operatorToken.kind >= ts.SyntaxKind.FirstAssignment &&
      node.parent.operatorToken.kind <= ts.SyntaxKind.LastAssignment;
    const visit = (node) => {
      if (
        (ts.isAsExpression(node) || ts.isTypeAssertionExpression(node)) &&
        isJsonParse(node.expression)
      ) {
        for (const name of namedFields(checker, checker.getTypeFromTypeNode(node.type)))
          if (fields.has(name)) {
            if (!found.has(rel)) found.set(rel, new Set());
            found.get(rel).add(name);
          }
      }
      if (ts.isPropertyAccessExpression(node)) {
        if (!isWritten(node)) note(node.name.text, node.expression);
      } else if (
        ts.isElementAccessExpression(node) &&
        ts.isStringLiteralLike(node.argumentExpression) &&
        !isWritten(node)
      )
        note(node.argumentExpression.text, node.expression);
      else if (ts.isCallExpression(node) && node.arguments.length === 2) {
        const [target, key] = node.arguments;
        const callee = node.expression.getText(file);
        if ((callee === 'own' || callee === 'Object.hasOwn') && ts.isStringLiteralLike(key))
          note(key.text, target);
      } else if (ts.isObjectBindingPattern(node)) {
        for (const element of node.elements) {
          const name = element.propertyName ?? element.name;
          if (ts.isIdentifier(name)) note(name.text, node);
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(file);
  }
  return [...found]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([f, names]) => ({ file: f, fields: [...names].sort() }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const readers = findPassportReaders();
  if (process.argv.includes('--count')) console.log(readers.length);
  else for (const r of readers) console.log(`${r.file}: ${r.fields.join(', ')}`);
}
