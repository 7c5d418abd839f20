/**
 * The templates a guide may use with one member: those offered for every customer and those naming
 * the member's customer (spec part 2 "Message template category": template_clients, allClients).
 * A category left with none is not offered. Until the member's customer is known, only the
 * templates for every customer are.
 */
interface OfferedTemplate {
  allClients: boolean;
  clientIds: readonly string[];
}

export function templatesForMember<T extends OfferedTemplate, C extends { templates: readonly T[] }>(
  categories: readonly C[],
  clientId: string | undefined,
): C[] {
  return categories
    .map((category) => ({
      ...category,
      templates: category.templates.filter(
        (template) => template.allClients || (clientId !== undefined && template.clientIds.includes(clientId)),
      ),
    }))
    .filter((category) => category.templates.length > 0);
}
