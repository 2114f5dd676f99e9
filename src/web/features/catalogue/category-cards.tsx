import { Link } from 'react-router';
import type { CategoryNodeJson } from '../../../shared/schemas/catalogue.ts';
import { categoryHref } from './catalogue-urls.ts';

/** The top-level categories as cards: image, title, link (home page). */
export function CategoryCards({ categories }: { categories: CategoryNodeJson[] }) {
  return (
    <ul className="category-cards">
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={categoryHref(category.url)} className="category-card">
            {category.image ? (
              <img src={category.image} alt="" width={320} height={200} loading="lazy" decoding="async" />
            ) : (
              <span className="category-card__no-image" aria-hidden="true">
                {category.title.slice(0, 1)}
              </span>
            )}
            <span className="category-card__title">{category.title}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
