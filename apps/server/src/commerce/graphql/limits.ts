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
