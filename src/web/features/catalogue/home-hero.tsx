import { Link } from 'react-router';

/** The store's banner: drawn in CSS (no image), so it paints at once and costs nothing on mobile. */
export function HomeHero({ isLoggedIn }: { isLoggedIn: boolean }) {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="home-hero__inner">
        <p className="home-hero__eyebrow">Wholesale supplies for care facilities</p>
        <h1 id="home-hero-title" className="home-hero__title">
          Everything your care home needs, on one account
        </h1>
        <p className="home-hero__text">
          Continence, gloves and PPE, hygiene, nutrition and cleaning supplies at trade prices, delivered to your facility.
        </p>
        <div className="home-hero__actions">
          <a href="#categories" className="button cat-button--light">
            Shop by category
          </a>
          {isLoggedIn ? (
            <a href="#new-arrivals" className="button cat-button--outline-light">
              See new arrivals
            </a>
          ) : (
            <Link to="/login" className="button cat-button--outline-light">
              Login for trade prices
            </Link>
          )}
        </div>
      </div>
    </section>
  );
}
