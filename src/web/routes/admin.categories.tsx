// /admin/categories (issue #19 Part 1): the three-level category tree; add a category, and change, move,
// reorder or hide each one (a change reaches the store at once).
import { useState } from 'react';
import { useRevalidator } from 'react-router';
import type { Route } from './+types/admin.categories';
import { requestContext } from '../lib/api-context.ts';
import { orThrowResponse } from '../lib/loader-errors.ts';
import { catalogueApi } from '../admin/catalogue/catalogue-api.ts';
import { AdminError } from '../admin/admin-error.tsx';
import { AddCategoryForm, CategoryTreeEditor } from '../admin/catalogue/category-editor.tsx';

export const meta: Route.MetaFunction = () => [{ title: 'Categories | Back office | Care Supply Co' }];

export async function loader({ context }: Route.LoaderArgs) {
  return { tree: (await orThrowResponse(catalogueApi(context.get(requestContext).api).categories.tree())).data };
}

export default function AdminCategories({ loaderData }: Route.ComponentProps) {
  const { tree } = loaderData;
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState('');
  const onSaved = (message: string) => {
    setNotice(message);
    void revalidator.revalidate();
  };
  return (
    <section aria-labelledby="admin-categories-heading">
      <h1 id="admin-categories-heading">Categories</h1>
      <p role="status" className="admin-status">
        {notice}
      </p>
      <AddCategoryForm tree={tree} onSaved={onSaved} />
      <div className="admin-panel">
        <h2 className="admin-form-title">The tree</h2>
        <p className="admin-muted">Open a category to change it. A category hidden from an account hides everything below it too.</p>
        <CategoryTreeEditor key={JSON.stringify(tree)} nodes={tree} tree={tree} onSaved={onSaved} />
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
