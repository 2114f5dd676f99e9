// The summary's figures (GET /api/resident-usage), fetched by the browser once the page is up, and again
// when the period, the location, the list (a reload) or the residents' saved lines change. Not in the
// server-rendered page (issue #16 item 19): one line per product, with its stock field, was most of the
// page's weight for a large home, and the summary sits below every resident. A slower, older answer
// never replaces a newer one.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { ResidentUsageResponse } from '../../../shared/schemas/residents.ts';
import { DEFAULT_USAGE_PERIOD_DAYS, type UsagePeriodDays } from '../../../shared/resident-usage.ts';
import { createBrowserApiClient } from '../../lib/api-client.ts';
import { residentsApi } from './residents-api.ts';

/** `listed`: the list as last loaded; a new one (a reload of the page's data) fetches the summary again. */
export function useUsageSummary(location: string, version: number, listed: unknown) {
  const [days, setDays] = useState<UsagePeriodDays>(DEFAULT_USAGE_PERIOD_DAYS);
  const [summary, setSummary] = useState<ResidentUsageResponse | null>(null);
  const [isLoading, setIsLoading] = useState(true);
  const [failure, setFailure] = useState('');
  const latest = useRef(0);

  const reload = useCallback(async (): Promise<void> => {
    const request = ++latest.current;
    setIsLoading(true);
    try {
      const answer = await residentsApi(createBrowserApiClient()).usage({ days, location });
      if (request !== latest.current) return;
      setSummary(answer);
      setFailure('');
    } catch (error) {
      if (request !== latest.current) return;
      console.error('resident tracker: could not load the usage summary', error);
      setFailure('The summary could not be loaded. Please try again.');
    } finally {
      if (request === latest.current) setIsLoading(false);
    }
  }, [days, location]);

  useEffect(() => {
    void reload();
  }, [reload, version, listed]);

  return { days, setDays, summary, isLoading, failure, reload };
}
