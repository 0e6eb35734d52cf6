import { GraphQLError, Kind, type ASTVisitor, type ValidationContext } from 'graphql';

/** At most this many fields in one document, fragments counted where they are spread. */
export const MAX_FIELDS = 1500;
export const MAX_DEPTH = 12;

/** A cost limit: counts selected fields, expanding fragments once per spread. */
export function fieldCountRule(context: ValidationContext): ASTVisitor {
  return {
    Document: {
      leave(document) {
        const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
        let total = 0;
        const visit = (node: { selectionSet?: { selections: readonly unknown[] } }, depth: number): void => {
          if (total > MAX_FIELDS || depth > 50) return;
          for (const s of (node.selectionSet?.selections ?? []) as { kind: Kind; name: { value: string }; selectionSet?: never }[]) {
            if (s.kind === Kind.FIELD) {
              total += 1;
              visit(s, depth + 1);
            } else if (s.kind === Kind.INLINE_FRAGMENT) visit(s, depth + 1);
            else if (s.kind === Kind.FRAGMENT_SPREAD) {
              const fragment = fragments.get(s.name.value);
              if (fragment) visit(fragment, depth + 1);
            }
          }
        };
        for (const d of document.definitions) if (d.kind === Kind.OPERATION_DEFINITION) visit(d, 0);
        if (total > MAX_FIELDS) context.reportError(new GraphQLError(`The query asks for more than ${MAX_FIELDS} fields; split it.`));
      },
    },
  };
}
