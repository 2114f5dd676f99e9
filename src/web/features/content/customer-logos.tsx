// spec §2 'Other content': the customer logo grid, 12 at first with Show More / Show Less, and an
// optional radio filter by customer type (default All). Every logo comes with the page; the filter and
// the toggle only change what is shown.
import { useId, useState } from 'react';
import type { CustomerLogoJson } from '../../../shared/schemas/content.ts';
import { isSitePath } from '../../../shared/site-path.ts';

/** spec §9: customer grid 12 at a time. */
export const LOGOS_AT_FIRST = 12;

export function visibleLogos(logos: CustomerLogoJson[], type: string, isFull: boolean): CustomerLogoJson[] {
  const matching = type === 'all' ? logos : logos.filter((logo) => logo.type === type);
  return isFull ? matching : matching.slice(0, LOGOS_AT_FIRST);
}

export function CustomerLogos({ logos: stored, types }: { logos: CustomerLogoJson[]; types: string[] }) {
  // issue #26 item 3: a picture stored before the site-path rule ('/\\host/x.png') is fetched from nowhere
  const logos = stored.filter((logo) => isSitePath(logo.files[0]?.path ?? ''));
  const [type, setType] = useState('all');
  const [isFull, setFull] = useState(false);
  const name = useId();
  const matching = type === 'all' ? logos.length : logos.filter((logo) => logo.type === type).length;
  const shown = visibleLogos(logos, type, isFull);
  return (
    <section className="home-section customer-logos" aria-labelledby="customer-logos-title">
      <h2 id="customer-logos-title" className="home-section__title">
        Who we supply
      </h2>
      <fieldset className="content-filter">
        <legend className="visually-hidden">Show customers of type</legend>
        {['all', ...types].map((option) => (
          <label key={option} className="content-filter__option">
            <input type="radio" name={name} value={option} checked={type === option} onChange={() => setType(option)} />
            <span>{option === 'all' ? 'All' : option}</span>
          </label>
        ))}
      </fieldset>
      <ul className="customer-logos__grid">
        {shown.map((logo) => (
          <li key={logo.id}>
            <img src={logo.files[0]?.path} alt={logo.title} width={240} height={96} loading="lazy" />
          </li>
        ))}
      </ul>
      {matching > LOGOS_AT_FIRST ? (
        <button type="button" className="button button-secondary" aria-expanded={isFull} onClick={() => setFull(!isFull)}>
          {isFull ? 'Show Less' : 'Show More'}
        </button>
      ) : null}
    </section>
  );
}
