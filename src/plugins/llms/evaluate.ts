import type { JSXElement, JSXFragment, Node } from 'estree-jsx';

/** A JSX value in a prop (`emptyMessage={<p>…</p>}`), kept as its syntax for the caller to render. */
export type JsxValue = { readonly jsx: JSXElement | JSXFragment };

/** Names an MDX file can use in its expressions: its imports and what they hold. */
export type Scope = ReadonlyMap<string, unknown>;

class UnsupportedExpressionError extends Error {}

/**
 * Evaluates the expressions MDX pages pass to components (`projects={starters}`,
 * `sponsors={sponsorsOfTier('gold')}`, `tier={sponsorTiers.gold}`, `href={sponsorUrl}`): literals,
 * names from the page's imports, member access, calls, arrays, objects and templates. Anything
 * else (functions, operators) is not needed by the docs and fails loudly rather than guessing.
 */
export function evaluate(node: Node, scope: Scope): unknown {
  switch (node.type) {
    case 'Program': {
      const [statement] = node.body;
      if (!statement) return undefined;
      if (statement.type !== 'ExpressionStatement') throw new UnsupportedExpressionError(statement.type);
      return evaluate(statement.expression, scope);
    }
    case 'Literal':
      return node.value;
    case 'Identifier':
      if (node.name === 'undefined') return undefined;
      if (!scope.has(node.name)) throw new UnsupportedExpressionError(`unknown name ${node.name}`);
      return scope.get(node.name);
    case 'TemplateLiteral':
      return node.quasis
        .map((quasi, index) =>
          index < node.expressions.length
            ? quasi.value.cooked + String(evaluate(node.expressions[index], scope))
            : quasi.value.cooked,
        )
        .join('');
    case 'MemberExpression': {
      const object = evaluate(node.object, scope) as Record<string | number, unknown> | undefined;
      const key = node.computed
        ? (evaluate(node.property, scope) as string | number)
        : (node.property as { name: string }).name;
      return object?.[key];
    }
    case 'CallExpression': {
      const callee = evaluate(node.callee, scope);
      if (typeof callee !== 'function') throw new UnsupportedExpressionError('call of a non-function');
      return (callee as (...args: unknown[]) => unknown)(...node.arguments.map((arg) => evaluate(arg, scope)));
    }
    case 'ArrayExpression':
      return node.elements.map((element) => (element ? evaluate(element, scope) : undefined));
    case 'ObjectExpression':
      return Object.fromEntries(
        node.properties.map((property) => {
          if (property.type !== 'Property' || property.computed) throw new UnsupportedExpressionError('object spread');
          const key = property.key.type === 'Identifier' ? property.key.name : String(evaluate(property.key, scope));
          return [key, evaluate(property.value, scope)];
        }),
      );
    case 'JSXElement':
    case 'JSXFragment':
      return { jsx: node } satisfies JsxValue;
    default:
      throw new UnsupportedExpressionError(node.type);
  }
}

export const isJsxValue = (value: unknown): value is JsxValue =>
  typeof value === 'object' && value !== null && 'jsx' in value;
