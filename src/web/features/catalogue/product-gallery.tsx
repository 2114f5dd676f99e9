import { useEffect, useState } from 'react';
import { PictureImage } from './picture-image.tsx';
import type { GalleryImage } from './product-images.ts';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion.ts';

/** spec §2 Product page: 5000 ms autoplay with a fade, no arrows or dots. */
export const GALLERY_AUTOPLAY_MS = 5000;

/**
 * Image carousel with thumbnails and a zoom link. Autoplay pauses while the pointer or focus is
 * inside, and never runs for viewers who prefer reduced motion.
 */
export function ProductGallery({ images, title }: { images: GalleryImage[]; title: string }) {
  const [index, setIndex] = useState(0);
  const [isHovered, setHovered] = useState(false);
  const [isFocused, setFocused] = useState(false);
  const prefersReducedMotion = usePrefersReducedMotion();
  const count = images.length;
  const isPlaying = count > 1 && !isHovered && !isFocused && !prefersReducedMotion;

  useEffect(() => {
    if (!isPlaying) return;
    // A timeout keyed on the index: choosing a thumbnail restarts the 5 s wait.
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), GALLERY_AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [isPlaying, index, count]);

  if (count === 0) return <div className="product-gallery__no-image" role="img" aria-label={`No image for ${title}`} />;
  const active = images[Math.min(index, count - 1)] ?? images[0]!;

  return (
    <div
      className="product-gallery"
      aria-roledescription="carousel"
      aria-label={`${title} images`}
      role="region"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="product-gallery__stage">
        {images.map((image, slide) => (
          <PictureImage
            key={image.url + slide}
            className={`product-gallery__slide${slide === index ? ' is-active' : ''}`}
            image={image}
            sizes="(min-width: 1024px) 640px, 100vw"
            alt={image.alt || title}
            width={640}
            height={640}
            aria-hidden={slide === index ? undefined : true}
            loading={slide === 0 ? 'eager' : 'lazy'}
            fetchPriority={slide === 0 ? 'high' : undefined}
            decoding={slide === 0 ? undefined : 'async'}
          />
        ))}
      </div>
      <a className="product-gallery__zoom" href={active.url} target="_blank" rel="noopener">
        Zoom<span className="visually-hidden"> image {index + 1} (opens in a new tab)</span>
      </a>
      {count > 1 && (
        <ul className="product-gallery__thumbs" aria-label="Choose an image">
          {images.map((image, slide) => (
            <li key={image.url + slide}>
              <button
                type="button"
                className="product-gallery__thumb"
                aria-label={`Show image ${slide + 1} of ${count}`}
                aria-current={slide === index ? 'true' : undefined}
                onClick={() => setIndex(slide)}
              >
                <img src={image.url} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
