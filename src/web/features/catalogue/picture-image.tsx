import type { ImgHTMLAttributes } from 'react';
import type { ProductImage } from '../../../shared/schemas/catalogue.ts';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet'> & {
  image: Pick<ProductImage, 'url' | 'srcset' | 'sources'>;
  /** How wide the picture is shown, for the browser's choice among the sizes (the `sizes` attribute). */
  sizes: string;
};

/**
 * A picture in the best format the browser takes (AVIF, then WebP), at the size its box needs, with the
 * JPEG as the fallback (issue #19). A picture without sizes (a generated SVG) is a plain <img>.
 */
export function PictureImage({ image, sizes, alt, ...rest }: Props) {
  if (!image.sources || image.sources.length === 0) return <img src={image.url} alt={alt} {...rest} />;
  return (
    <picture className="responsive-picture">
      {image.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img src={image.url} srcSet={image.srcset} sizes={sizes} alt={alt} {...rest} />
    </picture>
  );
}
