import type { ExternalLink } from '../../../shared/public-config.ts';
import { ExternalIcon } from '../../components/ui/icons.tsx';

/**
 * spec §2 the header's optional external link (HEADER_EXTERNAL_LINK_*): another site, so it opens in a new
 * tab without giving that site a handle on this one (noopener) or the page it came from (noreferrer).
 */
export function ExternalNavLink({ link }: { link: ExternalLink }) {
  return (
    <a href={link.url} target="_blank" rel="noopener noreferrer" className="external-nav-link">
      {link.label}
      <ExternalIcon />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
