// Reads the TypeScript types of each element's declared events and methods
// (the `*Events` and `*Methods` objects of its schema.ts) through the
// checker, so the manifest and the .d.ts print exactly what the code checks.
import ts from 'typescript';

const FLAGS = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
// Names a declaration may use without importing anything (the DOM's own types included).
const GLOBAL_TYPES = new Set(['string', 'number', 'boolean', 'true', 'false', 'void', 'undefined', 'null', 'unknown', 'Date', 'Record', 'Promise', 'Element', 'HTMLElement']);

/** Throws when a printed type names a type the generated .d.ts would not have (an alias or interface). */
function selfContained(text, where) {
  const words = text.replace(/'(?:[^'\\]|\\.)*'/g, "''").replace(/\b\w+\??:/g, '').match(/[A-Za-z_]\w*/g) ?? [];
  const unknown = words.filter((w) => !GLOBAL_TYPES.has(w));
  if (unknown.length) throw new Error(`${where}: the type ${text} names ${unknown.join(', ')}; write it inline in schema.ts so the generated declarations stand alone`);
  return text;
}

/** `{ [schemaFile]: { events: { name: detailText }, methods: { name: { parameters, returns } } } }` */
export function readApiTypes(files) {
  const program = ts.createProgram(files, { strict: true, noEmit: true, target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, skipLibCheck: true });
  const checker = program.getTypeChecker();
  const print = (type, where) => selfContained(checker.typeToString(type, undefined, FLAGS).replace(/; }/g, ' }'), where);
  const result = {};
  for (const file of files) {
    const source = program.getSourceFile(file);
    if (!source) throw new Error(`${file}: not found`);
    const out = { events: {}, methods: {} };
    for (const exported of checker.getExportsOfModule(checker.getSymbolAtLocation(source))) {
      const kind = /Events$/.test(exported.name) ? 'events' : /Methods$/.test(exported.name) ? 'methods' : null;
      if (!kind) continue;
      for (const prop of checker.getTypeOfSymbol(exported).getProperties()) {
        const where = `${file} ${exported.name}.${prop.name}`;
        const phantom = checker.getTypeOfSymbol(prop).getProperty(kind === 'events' ? 'detail' : 'signature');
        if (!phantom) throw new Error(`${where}: declare it with ${kind === 'events' ? 'event<Detail>()' : 'method<Signature>()'}`);
        const type = checker.getNonNullableType(checker.getTypeOfSymbol(phantom));
        if (kind === 'events') {
          out.events[prop.name] = print(type, where);
          continue;
        }
        const [signature] = checker.getSignaturesOfType(type, ts.SignatureKind.Call);
        if (!signature) throw new Error(`${where}: the signature is not a function type`);
        out.methods[prop.name] = {
          parameters: signature.parameters.map((p) => ({
            name: p.name,
            optional: !!p.valueDeclaration?.questionToken,
            type: print(checker.getTypeOfSymbol(p), where),
          })),
          returns: print(signature.getReturnType(), where),
        };
      }
    }
    result[file] = out;
  }
  return result;
}
