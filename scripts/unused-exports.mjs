// Exports of src/ that no other file uses: `node scripts/unused-exports.mjs` prints them, one a
// line (`--count`: the number alone). An export is used when another file of the program
// (src/, __tests__/, scripts/ and bench/ TypeScript) refers to it, as the TypeScript language
// service finds references (ts-prune's question, asked of the compiler itself). The library's
// entry (src/lib.ts) and the other entry files are the public surface: their exports count as
// used. Generated validators are left out. PROJECT_ROOT=DIR asks it of another checkout.
import path from 'node:path';
import ts from 'typescript';

const root = process.env.PROJECT_ROOT
  ? path.resolve(process.env.PROJECT_ROOT)
  : path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const ENTRY_FILES = new Set([
  'src/lib.ts',
  'src/index.ts',
  'src/main.ts',
  'src/cli.ts',
  'src/bin.ts',
]);

/** The exports of src/ used by no other file, as `file:line name`. */
export function findUnusedExports() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  );
  const files = config.fileNames;
  const versions = new Map(files.map((f) => [f, '1']));
  const service = ts.createLanguageService({
    getScriptFileNames: () => files,
    getScriptVersion: (f) => versions.get(f) ?? '1',
    getScriptSnapshot: (f) => {
      const text = ts.sys.readFile(f);
      return text === undefined ? undefined : ts.ScriptSnapshot.fromString(text);
    },
    getCurrentDirectory: () => root,
    getCompilationSettings: () => config.options,
    getDefaultLibFileName: ts.getDefaultLibFilePath,
    fileExists: ts.sys.fileExists,
    readFile: ts.sys.readFile,
    readDirectory: ts.sys.readDirectory,
  });
  const program = service.getProgram();
  const checker = program.getTypeChecker();
  // A module another file imports whole (`import * as m`) has every export used: that file may
  // read any of them (hash-worker.ts declares every function of file-processor.ts).
  const wholeImported = new Set();
  for (const file of program.getSourceFiles()) {
    for (const statement of file.statements) {
      const bindings = ts.isImportDeclaration(statement) && statement.importClause?.namedBindings;
      if (!bindings || !ts.isNamespaceImport(bindings)) continue;
      const target = checker.getSymbolAtLocation(statement.moduleSpecifier)?.valueDeclaration;
      if (target && ts.isSourceFile(target)) wholeImported.add(target.fileName);
    }
  }
  const unused = [];
  for (const file of program.getSourceFiles()) {
    if (wholeImported.has(file.fileName)) continue;
    const rel = path.relative(root, file.fileName).split(path.sep).join('/');
    if (!rel.startsWith('src/') || rel.startsWith('src/formats/generated/') || ENTRY_FILES.has(rel))
      continue;
    const moduleSymbol = checker.getSymbolAtLocation(file);
    if (!moduleSymbol) continue;
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      const declaration = symbol.declarations?.[0];
      // Re-exports (`export { x } from`) are judged where x is declared.
      if (!declaration || declaration.getSourceFile() !== file) continue;
      const at = ts.getNameOfDeclaration(declaration) ?? declaration;
      const refs = service.findReferences(file.fileName, at.getStart()) ?? [];
      const elsewhere = refs.some((r) =>
        r.references.some((ref) => ref.fileName !== file.fileName),
      );
      if (!elsewhere) {
        const line = file.getLineAndCharacterOfPosition(at.getStart()).line + 1;
        const kind = symbol.flags & ts.SymbolFlags.Value ? 'value' : 'type';
        unused.push(`${rel}:${line} ${symbol.getName()} (${kind})`);
      }
    }
  }
  return unused;
}

if (process.argv[1] && path.resolve(process.argv[1]) === new URL(import.meta.url).pathname) {
  const unused = findUnusedExports();
  if (process.argv.includes('--count'))
    console.log(
      `${unused.length} (${unused.filter((u) => u.endsWith('(value)')).length} values, ${unused.filter((u) => u.endsWith('(type)')).length} types)`,
    );
  else for (const u of unused) console.log(u);
}
