import ts from 'typescript';

/**
 * Words a console source file shows users without a translation, one "path:line text" each, read off
 * its syntax tree (the TypeScript compiler's parser): every state of every component is covered, not
 * only what a test renders.
 *
 * - JSX text with any letter ("Waiting for {name}");
 * - a literal given to an attribute read to users (aria-label, title, alt, placeholder, label…);
 * - any other string or template literal that reads as words: two words or more ("Away for now"), or
 *   one capitalised word ("Online"). Class names, keys ("waiting.title"), keyboard keys, module names,
 *   literal types and the texts of thrown errors (for developers) are not words to users.
 */
const USER_VISIBLE_ATTRIBUTES = new Set([
  'aria-label',
  'aria-description',
  'aria-roledescription',
  'aria-placeholder',
  'aria-valuetext',
  'title',
  'alt',
  'placeholder',
  'label',
  'hint',
]);

/** event.key values the console compares with. */
const KEYBOARD_KEYS = new Set(['Enter', 'Escape', 'Tab', 'Home', 'End']);

/** Files whose words are the same in every language, and why. */
const EXEMPT_FILES: Record<string, string> = {
  'src/agent/i18n/languageNames.ts': 'each language by its own name, for the language picker',
};

const WORD = /^[A-Za-z]{2,}$/;
const EDGE_PUNCTUATION = /^[("“‘'[]+|[)"”’'\].,:;!?…]+$/g;

function readsAsWords(text: string): boolean {
  const tokens = text.split(/\s+/).filter(Boolean);
  const words = tokens.map((token) => token.replace(EDGE_PUNCTUATION, '')).filter((token) => WORD.test(token));
  if (words.length >= 2) return true;
  return tokens.length === 1 && words.length === 1 && /^[A-Z][a-z]+$/.test(words[0]) && !KEYBOARD_KEYS.has(words[0]);
}

/** A template literal's text with each `${…}` as "${…}". */
function templateText(node: ts.TemplateExpression): string {
  return [node.head.text, ...node.templateSpans.map((span) => `\${…}${span.literal.text}`)].join('');
}

function isDeveloperText(node: ts.Node): boolean {
  const parent = node.parent;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isExternalModuleReference(parent))
    return true;
  if (ts.isLiteralTypeNode(parent)) return true;
  if (ts.isCallExpression(parent) && parent.expression.kind === ts.SyntaxKind.ImportKeyword) return true;
  return ts.isNewExpression(parent) && ts.isIdentifier(parent.expression) && parent.expression.text === 'Error';
}

export function hardCodedTexts(path: string, source: string): string[] {
  if (Object.hasOwn(EXEMPT_FILES, path)) return [];
  const kind = path.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, source, ts.ScriptTarget.Latest, true, kind);
  const found: string[] = [];
  const report = (at: number, text: string) =>
    found.push(`${path}:${file.getLineAndCharacterOfPosition(at).line + 1} ${text}`);

  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      const text = node.text.replace(/\s+/g, ' ').trim();
      // JSX text starts with the line break and indentation before its first word.
      const leading = node.text.length - node.text.trimStart().length;
      if (/\p{L}/u.test(text)) report(node.getStart(file) + leading, text);
    } else if (ts.isJsxAttribute(node) && node.initializer && ts.isStringLiteral(node.initializer)) {
      const name = node.name.getText(file);
      if (USER_VISIBLE_ATTRIBUTES.has(name) && /\p{L}/u.test(node.initializer.text))
        report(node.getStart(file), `${name}="${node.initializer.text}"`);
      return;
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isDeveloperText(node)) {
      if (readsAsWords(node.text)) report(node.getStart(file), node.text);
    } else if (ts.isTemplateExpression(node) && !isDeveloperText(node)) {
      const text = templateText(node);
      if (readsAsWords(text.replace(/\$\{…\}/g, ' '))) report(node.getStart(file), text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}
