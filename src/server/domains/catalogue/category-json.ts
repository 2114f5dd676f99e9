// Category wire shapes. rest_acc is never sent: it would list other customers' account numbers.
import type { CategoryDetailJson, CategoryLink, CategoryNodeJson } from '../../../shared/schemas/catalogue.ts';
import { categoryUrl, type CategoryNode } from './category-tree.ts';

export function toCategoryLinkJson(node: CategoryNode): CategoryLink {
  return { id: node.id, title: node.title, url: categoryUrl(node.path) };
}

/** The menu tree without the hidden branches. */
export function toCategoryNodeJson(node: CategoryNode, hidden: ReadonlySet<number>): CategoryNodeJson {
  return {
    id: node.id,
    title: node.title,
    url: categoryUrl(node.path),
    image: node.image,
    children: node.children.filter((child) => !hidden.has(child.id)).map((child) => toCategoryNodeJson(child, hidden)),
    data: { blurb: node.blurb },
  };
}

export function toCategoryDetailJson(view: {
  node: CategoryNode;
  trail: CategoryNode[];
  siblings: CategoryNode[];
  children: CategoryNode[];
}): CategoryDetailJson {
  return {
    id: view.node.id,
    title: view.node.title,
    url: categoryUrl(view.node.path),
    image: view.node.image,
    banner_image: view.node.bannerImage,
    data: { blurb: view.node.blurb },
    trail: view.trail.map(toCategoryLinkJson),
    siblings: view.siblings.map(toCategoryLinkJson),
    children: view.children.map(toCategoryLinkJson),
  };
}
