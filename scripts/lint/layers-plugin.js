// The client's layers, as lint rules (docs/architecture.md): shared components import no feature,
// and a feature imports no other feature. What two features share goes to components/ or lib/,
// and what joins features together is a route's job. Plain JavaScript: oxlint loads it as is.
import path from 'node:path';

const CLIENT = path.resolve(import.meta.dirname, '../../client');
const FEATURES = path.join(CLIENT, 'features');
const COMPONENTS = path.join(CLIENT, 'components');

/** The absolute path an import names, or null for a package. */
function resolveImport(source, fromFile) {
  if (source.startsWith('#client/')) return path.join(CLIENT, source.slice('#client/'.length));
  if (source.startsWith('.')) return path.resolve(path.dirname(fromFile), source);
  return null;
}

/** The feature folder a path lies in (`readings`), or null outside client/features. */
function featureOf(file) {
  const relative = path.relative(FEATURES, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return null;
  return relative.split(path.sep)[0] ?? null;
}

const isUnder = (file, folder) => {
  const relative = path.relative(folder, file);
  return !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** Reports an import that crosses a layer; shared by static imports, re-exports and import(). */
function checkImport(context, node, source) {
  if (typeof source !== 'string') return;
  const file = context.filename;
  const target = resolveImport(source, file);
  if (target === null) return;
  const targetFeature = featureOf(target);
  if (targetFeature === null) return;
  if (isUnder(file, COMPONENTS)) {
    context.report({ node, message: `Shared components import no feature: move what ${source} provides into components/ or lib/, or pass it in from the route.` });
    return;
  }
  const ownFeature = featureOf(file);
  if (ownFeature !== null && ownFeature !== targetFeature) {
    context.report({ node, message: `The ${ownFeature} feature imports no other feature (${source}): share through components/ or lib/, or join them in a route.` });
  }
}

const layers = {
  meta: { type: 'problem', docs: { description: 'Keep client layers apart: components import no feature; features import no other feature.' } },
  create(context) {
    return {
      ImportDeclaration: (node) => checkImport(context, node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && checkImport(context, node, node.source.value),
      ExportAllDeclaration: (node) => checkImport(context, node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && checkImport(context, node, node.source.value),
    };
  },
};

export default { meta: { name: 'arcana' }, rules: { layers } };
