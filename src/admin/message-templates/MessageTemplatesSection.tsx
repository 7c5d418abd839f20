import { Trans, useLingui } from '@lingui/react/macro';
import { Route, Switch, useLocation } from 'wouter';
import { SideNavLink } from '../SideNavLink.tsx';
import { AllCategoriesPage } from './AllCategoriesPage.tsx';
import { CategoryDrawer } from './CategoryDrawer.tsx';
import { CategoryTemplatesPage } from './CategoryTemplatesPage.tsx';
import { nextSortOrder } from './template-forms.ts';
import { TEMPLATE_ROUTES, templatePaths } from './template-paths.ts';
import { TemplateDrawer } from './TemplateDrawer.tsx';
import { useTemplateSection } from './use-template-section.ts';

/**
 * Message Templates (spec part 3 sections 2, 3, 7; `/admin-dashboard/message-templates`, nested):
 * All Categories beside a sidebar of the categories, a category's templates, and the category and
 * template drawers at their own addresses. Live: another admin's change shows at once, and guides'
 * text dialogs read the same query.
 */
export function MessageTemplatesSection() {
  const { t } = useLingui();
  const [, navigate] = useLocation();
  const { categories, customers } = useTemplateSection();
  const rows = categories.rows;
  const byId = (id: string | undefined) => rows.find((category) => category.id === id);
  const notFound = (
    <p role="status" className="text-slate-700">
      {categories.status === 'loading' ? t`Loading message templates` : t`This category does not exist.`}
    </p>
  );
  const categoryPage = (id: string | undefined) => {
    const category = byId(id);
    return category ? <CategoryTemplatesPage category={category} customers={customers} /> : notFound;
  };
  const all = <AllCategoriesPage categories={rows} status={categories.status} />;

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-2xl font-semibold text-slate-900">
        <Trans>Message Templates</Trans>
      </h1>
      <div className="flex flex-col gap-4 lg:flex-row">
        <nav aria-label={t`Template categories`} className="lg:w-56 lg:shrink-0">
          <ul className="flex flex-col gap-1">
            <SideNavLink exact href={templatePaths.all()}>
              <Trans>All Categories</Trans>
            </SideNavLink>
            {rows.map((category) => (
              <SideNavLink key={category.id} href={templatePaths.category(category.id)}>
                {category.name}
              </SideNavLink>
            ))}
          </ul>
        </nav>
        <div className="min-w-0 flex-1">
          <Switch>
            <Route path={TEMPLATE_ROUTES.newCategory}>
              {all}
              <CategoryDrawer
                category={null}
                suggestedSortOrder={nextSortOrder(rows)}
                onClose={() => navigate(templatePaths.all())}
                onSaved={(id) => navigate(templatePaths.category(id))}
              />
            </Route>
            <Route path={TEMPLATE_ROUTES.newTemplate}>
              {all}
              <TemplateDrawer
                template={null}
                categoryId=""
                categories={rows}
                customers={customers}
                onClose={() => navigate(templatePaths.all())}
              />
            </Route>
            <Route path={TEMPLATE_ROUTES.editCategory}>
              {(params: { id: string }) => {
                const category = byId(params.id);
                return category ? (
                  <>
                    {categoryPage(params.id)}
                    <CategoryDrawer
                      category={category}
                      suggestedSortOrder={category.sortOrder}
                      onClose={() => navigate(templatePaths.category(category.id))}
                      onSaved={(id) => navigate(templatePaths.category(id))}
                    />
                  </>
                ) : (
                  notFound
                );
              }}
            </Route>
            <Route path={TEMPLATE_ROUTES.newTemplateIn}>
              {(params: { id: string }) =>
                byId(params.id) ? (
                  <>
                    {categoryPage(params.id)}
                    <TemplateDrawer
                      template={null}
                      categoryId={params.id}
                      categories={rows}
                      customers={customers}
                      onClose={() => navigate(templatePaths.category(params.id))}
                    />
                  </>
                ) : (
                  notFound
                )
              }
            </Route>
            <Route path={TEMPLATE_ROUTES.editTemplate}>
              {(params: { categoryId: string; templateId: string }) => {
                // Looked for in every category: a template moved by this save (or another admin) keeps its drawer.
                const template = rows
                  .flatMap((category) => category.templates)
                  .find((tpl) => tpl.id === params.templateId);
                return template ? (
                  <>
                    {categoryPage(template.categoryId)}
                    <TemplateDrawer
                      template={template}
                      categoryId={template.categoryId}
                      categories={rows}
                      customers={customers}
                      onClose={() => navigate(templatePaths.category(template.categoryId))}
                    />
                  </>
                ) : (
                  notFound
                );
              }}
            </Route>
            <Route path={TEMPLATE_ROUTES.category}>{(params: { id: string }) => categoryPage(params.id)}</Route>
            <Route>{all}</Route>
          </Switch>
        </div>
      </div>
    </div>
  );
}
