import { Link } from 'react-router';
import type { CategoryLink } from '../../../shared/schemas/catalogue.ts';
import { categoryHref } from './catalogue-urls.ts';

type Props = { title: string; bannerImage: string | null; siblings: CategoryLink[]; currentId: number | null };

/** Title, banner image and links to the sibling categories. */
export function CategoryHeader({ title, bannerImage, siblings, currentId }: Props) {
  const others = siblings.filter((sibling) => sibling.id !== currentId);
  return (
    <div className="category-header">
      <h1 className="category-header__title">{title}</h1>
      {bannerImage ? (
        <img
          className="category-header__banner"
          src={bannerImage}
          alt=""
          width={1280}
          height={320}
          fetchPriority="high"
        />
      ) : null}
      {others.length > 0 ? (
        <nav className="category-siblings" aria-label="Related categories">
          <ul>
            {others.map((sibling) => (
              <li key={sibling.id}>
                <Link to={categoryHref(sibling.url)}>{sibling.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
