// The API's `url` fields may be full paths ('/product/x') or bare slugs ('x'); links always get a path.

export function productHref(url: string): string {
  if (url.startsWith('/') || /^https?:\/\//.test(url)) return url;
  return `/product/${url}`;
}

export function categoryHref(url: string): string {
  if (url.startsWith('/') || /^https?:\/\//.test(url)) return url;
  return `/category/${url}`;
}

/** The category path the API expects from a /category/<path> splat: no slashes at the ends. */
export function categoryPathFromSplat(splat: string | undefined): string {
  return (splat ?? '').replace(/^\/+|\/+$/g, '');
}
