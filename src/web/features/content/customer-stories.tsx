// spec §2 'Other content': testimonials (customer stories) with a radio filter (All plus categories),
// cards with title, name, job title, quote and Learn More; Show More appends the next page while one exists.
import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { TestimonialJson, TestimonialsResponse } from '../../../shared/schemas/content.ts';
import { isSitePath } from '../../../shared/site-path.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { apiErrorMessage } from '../../lib/loader-errors.ts';

export function CustomerStories({ first }: { first: TestimonialsResponse }) {
  const [stories, setStories] = useState<TestimonialJson[]>(first.data);
  const [next, setNext] = useState<string | null>(first.links.next);
  const [category, setCategory] = useState('all');
  const [failure, setFailure] = useState('');
  const [isBusy, setBusy] = useState(false);
  const name = useId();

  async function load(path: string, append: boolean) {
    setBusy(true);
    setFailure('');
    try {
      const answer = await createBrowserApiClient().call<TestimonialsResponse>('GET', path);
      setStories((current) => (append ? [...current, ...answer.data] : answer.data));
      setNext(answer.links.next);
    } catch (error) {
      setFailure(apiErrorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="home-section customer-stories" aria-labelledby="customer-stories-title">
      <h2 id="customer-stories-title" className="home-section__title">
        Customer stories
      </h2>
      <fieldset className="content-filter">
        <legend className="visually-hidden">Show stories from</legend>
        {['all', ...first.categories].map((option) => (
          <label key={option} className="content-filter__option">
            <input
              type="radio"
              name={name}
              value={option}
              checked={category === option}
              onChange={() => {
                setCategory(option);
                void load(`/api/testimonials?${new URLSearchParams({ category: option === 'all' ? '' : option, page: '1' }).toString()}`, false);
              }}
            />
            <span>{option === 'all' ? 'All' : option}</span>
          </label>
        ))}
      </fieldset>
      {failure ? (
        <p className="notice notice-error" role="alert">
          {failure}
        </p>
      ) : null}
      <ul className="customer-stories__cards" aria-busy={isBusy}>
        {stories.map((story) => (
          <li key={story.id} className="customer-stories__card">
            <h3>{story.title}</h3>
            <blockquote>
              <p>“{story.data.quote}”</p>
            </blockquote>
            <p className="customer-stories__who">
              <strong>{story.data.name}</strong>
              <span>{story.data.job_title}</span>
            </p>
            {/* issue #26 item 3: a link stored before the site-path rule ('/\\host') is not shown */}
            {isSitePath(story.url) ? (
              <Link to={story.url} className="customer-stories__more">
                Learn More <span className="visually-hidden">about {story.title}</span>
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
      {next ? (
        <button type="button" className="button button-secondary" disabled={isBusy} onClick={() => void load(next, true)}>
          Show More
        </button>
      ) : null}
    </section>
  );
}
