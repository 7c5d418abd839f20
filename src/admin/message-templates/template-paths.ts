/**
 * Message Templates' routes (spec part 3 section 2), relative to the section's nested route
 * (`/admin-dashboard/message-templates`): the drawers have addresses of their own, so a link or a
 * reload opens the same form.
 */
export const TEMPLATE_ROUTES = {
  all: '/',
  newCategory: '/categories/new',
  newTemplate: '/templates/new',
  category: '/categories/:id',
  editCategory: '/categories/:id/edit',
  newTemplateIn: '/categories/:id/templates/new',
  editTemplate: '/categories/:categoryId/templates/:templateId/edit',
} as const;

export const templatePaths = {
  all: () => '/',
  newCategory: () => '/categories/new',
  newTemplate: () => '/templates/new',
  category: (id: string) => `/categories/${id}`,
  editCategory: (id: string) => `/categories/${id}/edit`,
  newTemplateIn: (id: string) => `/categories/${id}/templates/new`,
  editTemplate: (categoryId: string, templateId: string) => `/categories/${categoryId}/templates/${templateId}/edit`,
};
