import { useState } from 'react';
import { Link } from 'react-router';
import type { MenuCategory } from '../../lib/storefront-data.ts';
import { categoryHref } from './catalogue-urls.ts';
import { initialOpenPath, isOpen, toggleOpen, type OpenPath } from './category-accordion.ts';

type Props = {
  tree: MenuCategory[];
  trailIds: number[];
  currentId: number | null;
  onNavigate(): void;
};

const MAX_LEVELS = 3;

/** The three-level accordion: one open category per level, starting open along the trail. */
export function CategoryTree({ tree, trailIds, currentId, onNavigate }: Props) {
  const [openPath, setOpenPath] = useState<OpenPath>(() => initialOpenPath(trailIds));
  const [trailKey, setTrailKey] = useState(trailIds.join('/'));
  // A new category page re-opens the tree along its own trail.
  if (trailKey !== trailIds.join('/')) {
    setTrailKey(trailIds.join('/'));
    setOpenPath(initialOpenPath(trailIds));
  }

  function renderLevel(nodes: MenuCategory[], level: number, listId?: string) {
    return (
      <ul className={`category-tree category-tree--level-${level + 1}`} id={listId}>
        {nodes.map((node) => {
          const hasChildren = level < MAX_LEVELS - 1 && node.children.length > 0;
          const open = hasChildren && isOpen(openPath, level, node.id);
          const childListId = `category-tree-${node.id}`;
          return (
            <li key={node.id} className={trailIds.includes(node.id) ? 'is-in-trail' : undefined}>
              <div className="category-tree__row">
                <Link
                  to={categoryHref(node.url)}
                  aria-current={node.id === currentId ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  {node.title}
                </Link>
                {hasChildren && (
                  <button
                    type="button"
                    className="category-tree__toggle"
                    aria-expanded={open}
                    aria-controls={childListId}
                    onClick={() => setOpenPath((current) => toggleOpen(current, level, node.id))}
                  >
                    <span className="visually-hidden">{node.title} subcategories</span>
                  </button>
                )}
              </div>
              {hasChildren && (
                <div hidden={!open}>{renderLevel(node.children, level + 1, childListId)}</div>
              )}
            </li>
          );
        })}
      </ul>
    );
  }

  return <nav aria-label="Category tree">{renderLevel(tree, 0)}</nav>;
}
