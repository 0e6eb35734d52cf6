import {
  GraphQLError,
  getNamedType,
  isListType,
  isNonNullType,
  isObjectType,
  isInterfaceType,
  Kind,
  type ASTVisitor,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLCompositeType,
  type GraphQLOutputType,
  type SelectionSetNode,
  type ValidationContext,
} from 'graphql';

/** At most this many fields in one document, fragments counted where they are spread. */
export const MAX_FIELDS = 1500;
export const MAX_DEPTH = 12;
/**
 * The most one document may cost. A field costs 1; a list field or a paged one (`pageSize`) adds
 * LIST_WEIGHT (it fetches and shapes many rows); a root field, aliases included, adds ROOT_WEIGHT
 * (each is at least one database query of its own). The storefront's largest page costs a few
 * hundred; 700 aliased product searches cost 35,000 and are refused before they run.
 */
export const MAX_COST = 3000;
export const LIST_WEIGHT = 10;
export const ROOT_WEIGHT = 50;

const isList = (type: GraphQLOutputType): boolean => isListType(isNonNullType(type) ? type.ofType : type);

/**
 * A cost limit: counts selected fields (expanding fragments once per spread) and weighs list
 * fields and root fields, so one request cannot hold the CPU with aliases.
 */
export function costRule(context: ValidationContext): ASTVisitor {
  const schema = context.getSchema();
  return {
    Document: {
      leave(document) {
        const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
        let fields = 0;
        let cost = 0;
        const over = () => fields > MAX_FIELDS || cost > MAX_COST;
        const visit = (set: SelectionSetNode | undefined, parent: GraphQLCompositeType | undefined, depth: number, root: boolean): void => {
          if (!set || over() || depth > 50) return;
          for (const s of set.selections) {
            if (s.kind === Kind.FIELD) {
              fields += 1;
              cost += 1 + (root ? ROOT_WEIGHT : 0);
              const def = parent && (isObjectType(parent) || isInterfaceType(parent)) ? parent.getFields()[s.name.value] : undefined;
              if (def && (isList(def.type) || def.args.some((a) => a.name === 'pageSize'))) cost += LIST_WEIGHT;
              visit((s as FieldNode).selectionSet, def ? (getNamedType(def.type) as GraphQLCompositeType) : undefined, depth + 1, false);
            } else if (s.kind === Kind.INLINE_FRAGMENT) {
              visit(s.selectionSet, s.typeCondition ? (schema.getType(s.typeCondition.name.value) as GraphQLCompositeType) : parent, depth + 1, root);
            } else {
              const fragment: FragmentDefinitionNode | undefined = fragments.get(s.name.value);
              if (fragment) visit(fragment.selectionSet, schema.getType(fragment.typeCondition.name.value) as GraphQLCompositeType, depth + 1, root);
            }
          }
        };
        for (const d of document.definitions) {
          if (d.kind !== Kind.OPERATION_DEFINITION) continue;
          const rootType =
            d.operation === 'mutation' ? schema.getMutationType() : d.operation === 'subscription' ? schema.getSubscriptionType() : schema.getQueryType();
          visit(d.selectionSet, rootType ?? undefined, 0, true);
        }
        if (fields > MAX_FIELDS)
          context.reportError(new GraphQLError(`The query asks for more than ${MAX_FIELDS} fields; split it.`, { extensions: { category: 'graphql' } }));
        else if (cost > MAX_COST)
          context.reportError(
            new GraphQLError(`The query costs more than ${MAX_COST} (each list and each top-level field weighs more); split it.`, {
              extensions: { category: 'graphql' },
            }),
          );
      },
    },
  };
}

type DepthNode = { kind: Kind; selectionSet?: SelectionSetNode; name?: { value: string } };

/** Mercurius's measure: each field and inline fragment one level, a fragment spread none of its own. */
function depthOf(node: DepthNode, fragments: Map<string, FragmentDefinitionNode>, seen: Set<string>): number {
  if (node.kind === Kind.FRAGMENT_SPREAD) {
    const name = node.name!.value;
    const fragment = fragments.get(name);
    if (!fragment || seen.has(name)) return 0;
    return depthOf(fragment, fragments, new Set(seen).add(name));
  }
  const selections = node.selectionSet?.selections ?? [];
  let deepest = 0;
  for (const s of selections) deepest = Math.max(deepest, depthOf(s, fragments, seen) + (s.kind === Kind.FRAGMENT_SPREAD ? 0 : 1));
  return deepest;
}

const isIntrospection = (set: SelectionSetNode) =>
  set.selections.every((s) => s.kind === Kind.FIELD && (s.name.value === '__schema' || s.name.value === '__type'));

/**
 * The depth limit (MAX_DEPTH), counted as Mercurius counts it. An operation asking only for
 * `__schema`/`__type` is exempt outside production, as Magento lets developer tools run the
 * standard introspection query (depth 15); production refuses introspection altogether.
 */
export function depthRule(production: boolean) {
  return (context: ValidationContext): ASTVisitor => ({
    Document: {
      leave(document) {
        const fragments = new Map(document.definitions.flatMap((d) => (d.kind === Kind.FRAGMENT_DEFINITION ? [[d.name.value, d] as const] : [])));
        for (const d of document.definitions) {
          if (d.kind !== Kind.OPERATION_DEFINITION || (!production && isIntrospection(d.selectionSet))) continue;
          const depth = depthOf(d, fragments, new Set());
          if (depth > MAX_DEPTH)
            context.reportError(
              new GraphQLError(`${d.name?.value ?? 'unnamedQuery'} query depth (${depth}) exceeds the query depth limit of ${MAX_DEPTH}`, {
                nodes: [d],
                extensions: { category: 'graphql' },
              }),
            );
        }
      },
    },
  });
}
