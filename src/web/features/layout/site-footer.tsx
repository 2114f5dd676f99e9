// spec §2 footer: links, newsletter box with Submit, contact details, social links, company name,
// copyright year.
import { Link } from 'react-router';
import { FacebookIcon, InstagramIcon, LinkedInIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/ui/icons.tsx';
import { NewsletterForm } from './newsletter-form.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { COMPANY, FOOTER_LINKS } from '../../lib/site-links.ts';

const SOCIAL_ICONS = { facebook: FacebookIcon, linkedin: LinkedInIcon, instagram: InstagramIcon } as const;

const SOCIAL_NAMES = { facebook: 'Facebook', linkedin: 'LinkedIn', instagram: 'Instagram' } as const;

export function SiteFooter() {
  const half = Math.ceil(FOOTER_LINKS.length / 2);
  // Only the merchant's own profiles (SOCIAL_*_URL), never a network's home page (issue #16 item 14).
  const socialLinks = useRootData()?.publicConfig.socialLinks ?? [];
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="footer-heading">{COMPANY.name}</h2>
          <p>
            Wholesale supplies for aged care, disability and hospital providers across Aotearoa New Zealand:
            continence, PPE, nutrition, cleaning and clinical consumables, delivered nationwide.
          </p>
          {socialLinks.length > 0 ? (
            <ul className="social-links">
              {socialLinks.map((item) => {
                const Icon = SOCIAL_ICONS[item.network];
                return (
                  <li key={item.network}>
                    <a href={item.url} rel="noopener noreferrer" target="_blank">
                      <Icon />
                      <span className="visually-hidden">{`${COMPANY.name} on ${SOCIAL_NAMES[item.network]} (opens in a new tab)`}</span>
                    </a>
                  </li>
                );
              })}
            </ul>
          ) : null}
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links" className="footer-heading">Information</h2>
          <div className="footer-link-columns">
            {[FOOTER_LINKS.slice(0, half), FOOTER_LINKS.slice(half)].map((column, index) => (
              <ul key={index}>
                {column.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to}>{link.label}</Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </nav>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="footer-heading">Contact us</h2>
          <ul className="contact-list">
            <li>
              <PhoneIcon />
              <a href={COMPANY.phoneHref}>{COMPANY.phone}</a>
            </li>
            <li>
              <MailIcon />
              <a href={`mailto:${COMPANY.email}`}>{COMPANY.email}</a>
            </li>
            <li>
              <PinIcon />
              <span>{COMPANY.address}</span>
            </li>
          </ul>
          <p className="footer-hours">{COMPANY.hours}</p>
        </section>
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter" className="footer-heading">Newsletter</h2>
          <NewsletterForm />
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container">
          <p>
            © {new Date().getFullYear()} {COMPANY.legalName}. All prices exclude GST unless stated.
          </p>
        </div>
      </div>
    </footer>
  );
}
